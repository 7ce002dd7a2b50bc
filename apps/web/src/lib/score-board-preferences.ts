import { local, readLocalJson, writeLocalJson } from './storage'

/** Score board filter settings, persisted in local storage under these exact names. */
export const PreferenceKeys = {
  displayedDifficulties: 'displayedDifficulties',
  displayedChallengeCategories: 'displayedChallengeCategories',
  showSolvedChallenges: 'showSolvedChallenges',
  showDisabledChallenges: 'showDisabledChallenges',
  showOnlyTutorialChallenges: 'showOnlyTutorialChallenges',
} as const

export interface ScoreBoardPreferences {
  displayedDifficulties: number[]
  /** `null` means every category (nothing chosen yet). */
  displayedChallengeCategories: string[] | null
  showSolvedChallenges: boolean
  showDisabledChallenges: boolean
  showOnlyTutorialChallenges: boolean
}

/** Default shown difficulty is 1. */
export const DEFAULT_PREFERENCES: ScoreBoardPreferences = {
  displayedDifficulties: [1],
  displayedChallengeCategories: null,
  showSolvedChallenges: true,
  showDisabledChallenges: true,
  showOnlyTutorialChallenges: false,
}

function readBoolean(key: string, fallback: boolean): boolean {
  const value = readLocalJson(key)
  return typeof value === 'boolean' ? value : fallback
}

function readNumbers(key: string, fallback: number[]): number[] {
  const value = readLocalJson(key)
  return Array.isArray(value) && value.every((item) => Number.isInteger(item) && item >= 1 && item <= 6)
    ? (value as number[])
    : fallback
}

function readStrings(key: string): string[] | null {
  const value = readLocalJson(key)
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null
}

export function loadScoreBoardPreferences(): ScoreBoardPreferences {
  return {
    displayedDifficulties: readNumbers(
      PreferenceKeys.displayedDifficulties,
      DEFAULT_PREFERENCES.displayedDifficulties,
    ),
    displayedChallengeCategories: readStrings(PreferenceKeys.displayedChallengeCategories),
    showSolvedChallenges: readBoolean(
      PreferenceKeys.showSolvedChallenges,
      DEFAULT_PREFERENCES.showSolvedChallenges,
    ),
    showDisabledChallenges: readBoolean(
      PreferenceKeys.showDisabledChallenges,
      DEFAULT_PREFERENCES.showDisabledChallenges,
    ),
    showOnlyTutorialChallenges: readBoolean(
      PreferenceKeys.showOnlyTutorialChallenges,
      DEFAULT_PREFERENCES.showOnlyTutorialChallenges,
    ),
  }
}

export function saveScoreBoardPreferences(preferences: ScoreBoardPreferences): void {
  writeLocalJson(PreferenceKeys.displayedDifficulties, preferences.displayedDifficulties)
  if (preferences.displayedChallengeCategories === null) {
    local.remove(PreferenceKeys.displayedChallengeCategories)
  } else {
    writeLocalJson(PreferenceKeys.displayedChallengeCategories, preferences.displayedChallengeCategories)
  }
  writeLocalJson(PreferenceKeys.showSolvedChallenges, preferences.showSolvedChallenges)
  writeLocalJson(PreferenceKeys.showDisabledChallenges, preferences.showDisabledChallenges)
  writeLocalJson(PreferenceKeys.showOnlyTutorialChallenges, preferences.showOnlyTutorialChallenges)
}

/** Part of "clear progress" after a restart: the filters go back to their defaults. */
export function clearScoreBoardPreferences(): void {
  for (const key of Object.values(PreferenceKeys)) local.remove(key)
}
