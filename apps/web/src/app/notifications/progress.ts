import type { Challenge, Envelope } from '@juicy/contracts'
import type { QueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import type { ContinueCodeResponse } from '../../lib/api-types'
import { queryKeys } from '../../lib/query-keys'
import { deleteCookie, getCookie, setCookie, YEAR_MS } from '../../lib/cookies'

export const CONTINUE_CODE_COOKIE = 'continueCode'
export const CONTINUE_CODE_FIND_IT_COOKIE = 'continueCodeFindIt'
export const CONTINUE_CODE_FIX_IT_COOKIE = 'continueCodeFixIt'

interface ContinueCode {
  cookie: string
  /** `GET` answers the current code, `PUT <path>/apply/<code>` restores it. */
  path: string
}

const hackingCode: ContinueCode = { cookie: CONTINUE_CODE_COOKIE, path: 'rest/continue-code' }
/** The two phases of the coding challenges ("find it", "fix it") have continue codes of their own. */
const codingCodes: ContinueCode[] = [
  { cookie: CONTINUE_CODE_FIND_IT_COOKIE, path: 'rest/continue-code-findIt' },
  { cookie: CONTINUE_CODE_FIX_IT_COOKIE, path: 'rest/continue-code-fixIt' },
]
const allCodes = [hackingCode, ...codingCodes]

/** Stores the server's current code in its cookie (1 year); `false` when the server had none. */
async function saveCode({ cookie, path }: ContinueCode): Promise<boolean> {
  const answer = await apiRequest<ContinueCodeResponse>(path)
  if (!answer?.continueCode) return false
  setCookie(cookie, answer.continueCode, YEAR_MS)
  return true
}

/** Saves the current progress as a continue code cookie (1 year). */
export async function saveContinueCode(): Promise<void> {
  if (!(await saveCode(hackingCode))) console.error('Received invalid continue code from the sever!')
}

/** Saves the coding-challenge progress (both phases); a phase nobody solved yet has no code. */
export async function saveCodingContinueCodes(): Promise<void> {
  await Promise.all(codingCodes.map(saveCode))
}

/**
 * Re-applies the stored continue codes (hacking progress first, then the coding phases, one after another);
 * `null` when there is nothing to restore.
 */
export async function restoreProgress(): Promise<unknown> {
  const stored = allCodes.flatMap(({ cookie, path }) => {
    const code = getCookie(cookie)
    return code ? [{ path, code }] : []
  })
  if (stored.length === 0) return null
  const answers: unknown[] = []
  for (const { path, code } of stored) {
    answers.push(await apiRequest<unknown>(`${path}/apply/${encodeURIComponent(code)}`, { method: 'PUT' }))
  }
  return answers
}

/** Forgets every stored continue code. */
export function clearContinueCodes(): void {
  for (const { cookie } of allCodes) deleteCookie(cookie)
}

/** Changes one challenge in every cached challenge list, then refetches them. */
function updateCachedChallenge(
  queryClient: QueryClient,
  key: string,
  change: (challenge: Challenge) => Partial<Challenge>,
): void {
  queryClient.setQueriesData<Envelope<Challenge[]>>({ queryKey: queryKeys.challenges.all }, (old) =>
    old && Array.isArray(old.data)
      ? {
          ...old,
          data: old.data.map((challenge) =>
            challenge.key === key ? { ...challenge, ...change(challenge) } : challenge,
          ),
        }
      : old,
  )
  void queryClient.invalidateQueries({ queryKey: queryKeys.challenges.all })
}

/** Marks one challenge solved in every cached challenge list, then refetches them. */
export function markChallengeSolved(queryClient: QueryClient, key: string): void {
  updateCachedChallenge(queryClient, key, () => ({ solved: true }))
}

/** Records a solved coding phase (1 "find it", 2 "fix it") in every cached challenge list, then refetches. */
export function markCodingPhaseSolved(queryClient: QueryClient, key: string, status: number): void {
  updateCachedChallenge(queryClient, key, (challenge) => ({
    codingChallengeStatus: Math.max(challenge.codingChallengeStatus, status),
  }))
}
