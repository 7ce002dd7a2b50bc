import type { Challenge, Hint } from '@juicy/contracts'
import type { CodingChallengesEnabled } from '../../lib/application-config'
import { CODING_FIXED, CODING_FOUND } from '../../lib/coding-status'
import type { ScoreBoardPreferences } from '../../lib/score-board-preferences'

export const SCORE_BOARD_CHALLENGE_KEY = 'scoreBoardChallenge'
export const DIFFICULTIES = [1, 2, 3, 4, 5, 6] as const

export type ChallengeStatus = 'solved' | 'unsolved' | 'unavailable'

/** On the score board itself the Score Board challenge always counts as solved. */
export function withScoreBoardSolved(challenges: Challenge[]): Challenge[] {
  return challenges.map((challenge) =>
    challenge.key === SCORE_BOARD_CHALLENGE_KEY && !challenge.solved
      ? { ...challenge, solved: true }
      : challenge,
  )
}

/** Percent solved of all challenges, rounded to an integer. */
export function progressPercent(challenges: Challenge[]): number {
  if (challenges.length === 0) return 0
  const solved = challenges.filter((challenge) => challenge.solved).length
  return Math.round((solved / challenges.length) * 100)
}

export function challengeStatus(challenge: Challenge): ChallengeStatus {
  if (challenge.disabledEnv) return 'unavailable'
  return challenge.solved ? 'solved' : 'unsolved'
}

/**
 * Whether a card offers its coding challenge: `never` nowhere, `always` always, `solved` (the default) once the
 * hacking challenge is solved.
 */
export function codingChallengeOffered(
  challenge: Challenge,
  mode: CodingChallengesEnabled | undefined = 'solved',
): boolean {
  if (!challenge.hasCodingChallenge || mode === 'never') return false
  return mode === 'always' || challenge.solved
}

export interface CodingProgress {
  /** Challenges that have a coding challenge. */
  total: number
  found: number
  fixed: number
}

export function codingProgress(challenges: Challenge[]): CodingProgress {
  const coding = challenges.filter((challenge) => challenge.hasCodingChallenge)
  return {
    total: coding.length,
    found: coding.filter((challenge) => challenge.codingChallengeStatus >= CODING_FOUND).length,
    fixed: coding.filter((challenge) => challenge.codingChallengeStatus >= CODING_FIXED).length,
  }
}

export function categoriesOf(challenges: Challenge[]): string[] {
  return [...new Set(challenges.map((challenge) => challenge.category))].sort((a, b) => a.localeCompare(b))
}

export function tagsOf(challenge: Challenge): string[] {
  return (challenge.tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
}

/**
 * How many filters narrow the list, as the phone's filter toggle counts them: the difficulties (unless all six are
 * shown), the categories (unless all are shown), and each switch that hides challenges.
 */
export function activeFilterCount(preferences: ScoreBoardPreferences, categories: string[]): number {
  const shownCategories = preferences.displayedChallengeCategories
  return [
    DIFFICULTIES.some((difficulty) => !preferences.displayedDifficulties.includes(difficulty)),
    shownCategories !== null && categories.some((category) => !shownCategories.includes(category)),
    !preferences.showSolvedChallenges,
    !preferences.showDisabledChallenges,
    preferences.showOnlyTutorialChallenges,
  ].filter(Boolean).length
}

export interface TutorialState {
  /** True once every tutorial challenge is solved: the board then behaves normally. */
  complete: boolean
  /** Difficulty tiers that may be shown while tutorials must come first. */
  unlockedDifficulties: number[]
}

/**
 * Tutorial tiers: tier 1 is always open; each further tier opens once every tutorial challenge of all
 * lower tiers is solved.
 */
export function tutorialState(challenges: Challenge[]): TutorialState {
  const tutorials = challenges.filter((challenge) => challenge.tutorialOrder !== null)
  const unlockedDifficulties: number[] = []
  for (const difficulty of DIFFICULTIES) {
    unlockedDifficulties.push(difficulty)
    const tier = tutorials.filter((challenge) => challenge.difficulty === difficulty)
    if (tier.some((challenge) => !challenge.solved)) break
  }
  return { complete: tutorials.every((challenge) => challenge.solved), unlockedDifficulties }
}

export interface FilterOptions {
  /** `challenges.restrictToTutorialsFirst` from the configuration. */
  restrictToTutorialsFirst: boolean
}

function byTutorialOrder(a: Challenge, b: Challenge): number {
  return (a.tutorialOrder ?? Number.MAX_SAFE_INTEGER) - (b.tutorialOrder ?? Number.MAX_SAFE_INTEGER)
}

/** True while tutorials must come first: filters are then disabled. */
export function tutorialModeActive(challenges: Challenge[], options: FilterOptions): boolean {
  return options.restrictToTutorialsFirst && !tutorialState(challenges).complete
}

/** The challenges the board lists for the given preferences. */
export function filterChallenges(
  challenges: Challenge[],
  preferences: ScoreBoardPreferences,
  options: FilterOptions,
): Challenge[] {
  if (tutorialModeActive(challenges, options)) {
    const { unlockedDifficulties } = tutorialState(challenges)
    return challenges
      .filter(
        (challenge) =>
          challenge.tutorialOrder !== null && unlockedDifficulties.includes(challenge.difficulty),
      )
      .sort(byTutorialOrder)
  }
  const categories = preferences.displayedChallengeCategories
  return challenges.filter((challenge) => {
    if (!preferences.displayedDifficulties.includes(challenge.difficulty)) return false
    if (categories !== null && !categories.includes(challenge.category)) return false
    if (!preferences.showSolvedChallenges && challenge.solved) return false
    if (!preferences.showDisabledChallenges && challenge.disabledEnv) return false
    if (preferences.showOnlyTutorialChallenges && challenge.tutorialOrder === null) return false
    return true
  })
}

/** Hints per challenge id, each list ordered by `order`. */
export function groupHints(hints: Hint[]): Map<number, Hint[]> {
  const grouped = new Map<number, Hint[]>()
  for (const hint of hints) {
    const list = grouped.get(hint.ChallengeId) ?? []
    list.push(hint)
    grouped.set(hint.ChallengeId, list)
  }
  for (const list of grouped.values()) list.sort((a, b) => a.order - b.order)
  return grouped
}

/** The next locked hint, which the unlock button opens. */
export function nextLockedHint(hints: Hint[]): Hint | undefined {
  return hints.find((hint) => !hint.unlocked)
}
