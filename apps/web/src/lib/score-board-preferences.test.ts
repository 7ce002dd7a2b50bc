import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearScoreBoardPreferences,
  DEFAULT_PREFERENCES,
  loadScoreBoardPreferences,
  saveScoreBoardPreferences,
} from './score-board-preferences'

describe('score board preferences', () => {
  beforeEach(() => localStorage.clear())

  it('defaults to difficulty 1 and all categories', () => {
    expect(loadScoreBoardPreferences()).toEqual(DEFAULT_PREFERENCES)
  })

  it("persists every setting under the reference's storage name", () => {
    saveScoreBoardPreferences({
      displayedDifficulties: [2, 3],
      displayedChallengeCategories: ['XSS'],
      showSolvedChallenges: false,
      showDisabledChallenges: false,
      showOnlyTutorialChallenges: true,
    })
    expect(localStorage.getItem('displayedDifficulties')).toBe('[2,3]')
    expect(localStorage.getItem('displayedChallengeCategories')).toBe('["XSS"]')
    expect(localStorage.getItem('showSolvedChallenges')).toBe('false')
    expect(localStorage.getItem('showDisabledChallenges')).toBe('false')
    expect(localStorage.getItem('showOnlyTutorialChallenges')).toBe('true')
    expect(loadScoreBoardPreferences().displayedDifficulties).toEqual([2, 3])
  })

  it('ignores garbage and can be cleared', () => {
    localStorage.setItem('displayedDifficulties', '[9]')
    localStorage.setItem('showSolvedChallenges', 'nope')
    expect(loadScoreBoardPreferences().displayedDifficulties).toEqual([1])
    expect(loadScoreBoardPreferences().showSolvedChallenges).toBe(true)
    saveScoreBoardPreferences({ ...DEFAULT_PREFERENCES, displayedDifficulties: [4] })
    clearScoreBoardPreferences()
    expect(localStorage.getItem('displayedDifficulties')).toBeNull()
  })
})
