import type { Challenge, Hint } from '@juicy/contracts'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PREFERENCES } from '../../lib/score-board-preferences'
import {
  activeFilterCount,
  categoriesOf,
  challengeStatus,
  codingChallengeOffered,
  codingProgress,
  filterChallenges,
  groupHints,
  nextLockedHint,
  progressPercent,
  tagsOf,
  tutorialState,
  withScoreBoardSolved,
} from './score-board-logic'

let nextId = 1
function challenge(overrides: Partial<Challenge>): Challenge {
  const id = nextId++
  return {
    id,
    key: `challenge${id}`,
    name: `Challenge ${id}`,
    category: 'XSS',
    tags: null,
    description: 'Do it.',
    difficulty: 1,
    mitigationUrl: null,
    solved: false,
    disabledEnv: null,
    tutorialOrder: null,
    codingChallengeStatus: 0,
    hasCodingChallenge: false,
    createdAt: '',
    updatedAt: '',
    ...overrides,
  }
}

const noTutorials = { restrictToTutorialsFirst: false }

describe('score board progress', () => {
  it('rounds the solved share and counts the score board challenge as solved', () => {
    const list = withScoreBoardSolved([
      challenge({ key: 'scoreBoardChallenge' }),
      challenge({ solved: true }),
      challenge({}),
    ])
    expect(progressPercent(list)).toBe(67)
    expect(progressPercent([])).toBe(0)
  })

  it('names the status, with unavailable taking precedence', () => {
    expect(challengeStatus(challenge({ solved: true }))).toBe('solved')
    expect(challengeStatus(challenge({}))).toBe('unsolved')
    expect(challengeStatus(challenge({ disabledEnv: 'Docker' }))).toBe('unavailable')
  })
})

describe('score board filters', () => {
  const list = [
    challenge({ difficulty: 1, category: 'XSS', solved: true }),
    challenge({ difficulty: 1, category: 'Injection' }),
    challenge({ difficulty: 2, category: 'XSS', disabledEnv: 'Docker' }),
    challenge({ difficulty: 3, category: 'Injection', tutorialOrder: 4 }),
  ]

  it('shows difficulty 1 by default', () => {
    expect(filterChallenges(list, DEFAULT_PREFERENCES, noTutorials)).toHaveLength(2)
  })

  it('filters by difficulty, category, solved, disabled and tutorial flags', () => {
    const all = { ...DEFAULT_PREFERENCES, displayedDifficulties: [1, 2, 3, 4, 5, 6] }
    expect(filterChallenges(list, all, noTutorials)).toHaveLength(4)
    expect(
      filterChallenges(list, { ...all, displayedChallengeCategories: ['XSS'] }, noTutorials),
    ).toHaveLength(2)
    expect(filterChallenges(list, { ...all, showSolvedChallenges: false }, noTutorials)).toHaveLength(3)
    expect(filterChallenges(list, { ...all, showDisabledChallenges: false }, noTutorials)).toHaveLength(3)
    expect(filterChallenges(list, { ...all, showOnlyTutorialChallenges: true }, noTutorials)).toHaveLength(1)
  })

  it('lists categories and tags', () => {
    expect(categoriesOf(list)).toEqual(['Injection', 'XSS'])
    expect(tagsOf(challenge({ tags: 'Tutorial, Good for Demos' }))).toEqual(['Tutorial', 'Good for Demos'])
  })
})

describe('active filter count (the phone filter toggle)', () => {
  const categories = ['Injection', 'XSS']
  const everything = {
    ...DEFAULT_PREFERENCES,
    displayedDifficulties: [1, 2, 3, 4, 5, 6],
  }

  it('counts nothing when every challenge is shown', () => {
    expect(activeFilterCount(everything, categories)).toBe(0)
    expect(
      activeFilterCount({ ...everything, displayedChallengeCategories: [...categories] }, categories),
    ).toBe(0)
  })

  it('counts the difficulties once unless all six are shown (the default shows only the first)', () => {
    expect(activeFilterCount(DEFAULT_PREFERENCES, categories)).toBe(1)
    expect(activeFilterCount({ ...everything, displayedDifficulties: [2, 5] }, categories)).toBe(1)
    expect(activeFilterCount({ ...everything, displayedDifficulties: [] }, categories)).toBe(1)
  })

  it('counts narrowed categories and each switch that hides challenges', () => {
    const narrowed = {
      ...everything,
      displayedChallengeCategories: ['XSS'],
      showSolvedChallenges: false,
      showDisabledChallenges: false,
      showOnlyTutorialChallenges: true,
    }
    expect(activeFilterCount(narrowed, categories)).toBe(4)
    expect(activeFilterCount({ ...narrowed, displayedDifficulties: [1] }, categories)).toBe(5)
  })
})

describe('tutorial tiers', () => {
  const tutorials = (solvedFirstTier: boolean) => [
    challenge({ difficulty: 1, tutorialOrder: 2, solved: solvedFirstTier }),
    challenge({ difficulty: 1, tutorialOrder: 1, solved: solvedFirstTier }),
    challenge({ difficulty: 2, tutorialOrder: 3 }),
    challenge({ difficulty: 3, tutorialOrder: 5 }),
    challenge({ difficulty: 2 }),
  ]

  it('opens only the first tier until its tutorials are solved', () => {
    expect(tutorialState(tutorials(false)).unlockedDifficulties).toEqual([1])
    const shown = filterChallenges(tutorials(false), DEFAULT_PREFERENCES, { restrictToTutorialsFirst: true })
    expect(shown.map((item) => item.tutorialOrder)).toEqual([1, 2])
  })

  it('opens the next tier once the lower tier is solved, ignoring other filters', () => {
    const list = tutorials(true)
    expect(tutorialState(list)).toEqual({ complete: false, unlockedDifficulties: [1, 2] })
    const shown = filterChallenges(
      list,
      { ...DEFAULT_PREFERENCES, showSolvedChallenges: false },
      {
        restrictToTutorialsFirst: true,
      },
    )
    expect(shown.map((item) => item.tutorialOrder)).toEqual([1, 2, 3])
  })

  it('falls back to normal filtering when every tutorial is solved', () => {
    const list = tutorials(true).map((item) => ({ ...item, solved: item.tutorialOrder !== null }))
    expect(tutorialState(list).complete).toBe(true)
    expect(filterChallenges(list, DEFAULT_PREFERENCES, { restrictToTutorialsFirst: true })).toHaveLength(2)
  })
})

describe('hints', () => {
  const hint = (id: number, ChallengeId: number, order: number, unlocked = false): Hint => ({
    id,
    ChallengeId,
    order,
    unlocked,
    text: `hint ${id}`,
  })

  it('groups by challenge ordered by order and finds the next locked one', () => {
    const grouped = groupHints([hint(1, 7, 2), hint(2, 7, 1, true), hint(3, 8, 1)])
    expect(grouped.get(7)?.map((item) => item.id)).toEqual([2, 1])
    expect(nextLockedHint(grouped.get(7) ?? [])?.id).toBe(1)
  })
})

describe('coding challenges', () => {
  const coding = challenge({ hasCodingChallenge: true })
  const codingSolved = challenge({ hasCodingChallenge: true, solved: true })
  const noCoding = challenge({ solved: true })

  it('are offered per codingChallengesEnabled, by default once the challenge is solved', () => {
    const offered = (mode?: 'never' | 'solved' | 'always') =>
      [coding, codingSolved, noCoding].map((entry) => codingChallengeOffered(entry, mode))
    expect(offered('never')).toEqual([false, false, false])
    expect(offered('solved')).toEqual([false, true, false])
    expect(offered('always')).toEqual([true, true, false])
    expect(offered(undefined)).toEqual([false, true, false])
  })

  it('count found and fixed phases among the challenges that have one', () => {
    const list = [
      challenge({ hasCodingChallenge: true, codingChallengeStatus: 2 }),
      challenge({ hasCodingChallenge: true, codingChallengeStatus: 1 }),
      challenge({ hasCodingChallenge: true }),
      noCoding,
    ]
    expect(codingProgress(list)).toEqual({ total: 3, found: 2, fixed: 1 })
  })
})
