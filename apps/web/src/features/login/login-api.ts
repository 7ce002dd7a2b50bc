import type { LoginResponse, TotpRequiredResponse } from '@juicy/contracts'
import { ApiError, apiRequest } from '../../lib/api-client'
import { storeSession } from '../../lib/session'
import { local, StorageKeys } from '../../lib/storage'

export interface Credentials {
  email: string
  password: string
  oauth?: boolean
}

export type LoginOutcome = { kind: 'success' } | { kind: 'totp' }

function isTotpRequired(body: unknown): body is TotpRequiredResponse {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { status?: unknown }).status === 'totp_token_required' &&
    typeof (body as { data?: { tmpToken?: unknown } }).data?.tmpToken === 'string'
  )
}

/**
 * `POST /rest/user/login`. A success stores the session; a second-factor answer stores the temporary
 * token for `/2fa/enter`. Other failures are thrown as `ApiError`.
 */
export async function login(credentials: Credentials): Promise<LoginOutcome> {
  try {
    const answer = await apiRequest<LoginResponse>('rest/user/login', { method: 'POST', body: credentials })
    storeSession(answer.authentication.token, answer.authentication.bid)
    return { kind: 'success' }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && isTotpRequired(error.body)) {
      local.set(StorageKeys.totpTmpToken, error.body.data.tmpToken)
      return { kind: 'totp' }
    }
    throw error
  }
}

/** Remember me keeps the email for the next visit; unchecking forgets it. */
export function rememberEmail(remember: boolean, email: string): void {
  if (remember) local.set(StorageKeys.email, email)
  else local.remove(StorageKeys.email)
}

export function rememberedEmail(): string | null {
  return local.get(StorageKeys.email)
}
