import type { LoginResponse } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'
import { storeSession } from '../../lib/session'
import { local, StorageKeys } from '../../lib/storage'

/** `GET rest/2fa/status`: either set up, or the material for setting it up. */
export interface TwoFactorStatus {
  setup: boolean
  secret?: string
  email?: string
  setupToken?: string
}

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: queryKeys.twoFactorStatus,
    queryFn: () => apiRequest<TwoFactorStatus>('rest/2fa/status'),
  })
}

/**
 * Second step of a login: sends the token with the temporary token the login stored. Success stores
 * the session exactly like a password login.
 */
export async function verifyTwoFactorLogin(totpToken: string): Promise<void> {
  const tmpToken = local.get(StorageKeys.totpTmpToken) ?? ''
  const answer = await apiRequest<LoginResponse>('rest/2fa/verify', {
    method: 'POST',
    body: { tmpToken, totpToken },
  })
  storeSession(answer.authentication.token, answer.authentication.bid)
  local.remove(StorageKeys.totpTmpToken)
}

export interface TwoFactorSetup {
  password: string
  setupToken: string
  initialToken: string
}

export async function setupTwoFactor(setup: TwoFactorSetup): Promise<void> {
  await apiRequest('rest/2fa/setup', { method: 'POST', body: setup })
}

export async function disableTwoFactor(password: string): Promise<void> {
  await apiRequest('rest/2fa/disable', { method: 'POST', body: { password } })
}

/**
 * The authenticator URI of the QR code (`otpauth://totp/<app name>:<email>?secret=<secret>&issuer=<app name>`),
 * percent-encoded so that names with spaces stay one valid URI; the `@` of the email stays readable.
 */
export function authenticatorUri(applicationName: string, email: string, secret: string): string {
  const issuer = encodeURIComponent(applicationName)
  const account = encodeURIComponent(email).replace(/%40/g, '@')
  return `otpauth://totp/${issuer}:${account}?secret=${encodeURIComponent(secret)}&issuer=${issuer}`
}
