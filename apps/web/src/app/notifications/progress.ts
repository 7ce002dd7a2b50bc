import type { Challenge, Envelope } from '@juicy/contracts'
import type { QueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import type { ContinueCodeResponse } from '../../lib/api-types'
import { getCookie, setCookie, YEAR_MS } from '../../lib/cookies'

export const CONTINUE_CODE_COOKIE = 'continueCode'

/** Saves the current progress as a continue code cookie (1 year). */
export async function saveContinueCode(): Promise<void> {
  const answer = await apiRequest<ContinueCodeResponse>('rest/continue-code')
  if (!answer?.continueCode) {
    console.error('Received invalid continue code from the sever!')
    return
  }
  setCookie(CONTINUE_CODE_COOKIE, answer.continueCode, YEAR_MS)
}

/** Re-applies the stored continue code; `null` when there is nothing to restore. */
export async function restoreProgress(): Promise<unknown> {
  const code = getCookie(CONTINUE_CODE_COOKIE)
  if (!code) return null
  return apiRequest<unknown>(`rest/continue-code/apply/${encodeURIComponent(code)}`, { method: 'PUT' })
}

/** Marks one challenge solved in every cached challenge list, then refetches them. */
export function markChallengeSolved(queryClient: QueryClient, key: string): void {
  queryClient.setQueriesData<Envelope<Challenge[]>>({ queryKey: ['challenges'] }, (old) =>
    old && Array.isArray(old.data)
      ? {
          ...old,
          data: old.data.map((challenge) =>
            challenge.key === key ? { ...challenge, solved: true } : challenge,
          ),
        }
      : old,
  )
  void queryClient.invalidateQueries({ queryKey: ['challenges'] })
}
