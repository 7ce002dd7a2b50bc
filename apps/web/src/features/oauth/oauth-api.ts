import { apiRequest } from '../../lib/api-client'

const GOOGLE_USERINFO = 'https://www.googleapis.com/oauth2/v1/userinfo?alt=json&access_token='

/**
 * Access tokens of the offline stand-in provider (`#/oauth-local`) carry the email after this prefix;
 * they are resolved locally instead of asking Google's userinfo endpoint.
 */
export const LOCAL_TOKEN_PREFIX = 'local:'

export async function fetchGoogleEmail(accessToken: string): Promise<string> {
  const response = await fetch(`${GOOGLE_USERINFO}${encodeURIComponent(accessToken)}`)
  if (!response.ok) throw new Error(`Profile request answered ${response.status}`)
  const profile = (await response.json()) as { email?: unknown }
  if (typeof profile.email !== 'string') throw new Error('Profile without email')
  return profile.email
}

/** The email behind an access token: from the token itself for the local stand-in, else from Google. */
export async function emailOfAccessToken(accessToken: string): Promise<string> {
  if (accessToken.startsWith(LOCAL_TOKEN_PREFIX)) {
    const email = accessToken.slice(LOCAL_TOKEN_PREFIX.length)
    if (email === '') throw new Error('Local token without email')
    return email
  }
  return fetchGoogleEmail(accessToken)
}

/** The address the local stand-in returns to, shaped like a provider's implicit-flow redirect. */
export function localProviderReturnUrl(pageUrl: string, email: string): string {
  const base = pageUrl.split('#')[0] ?? pageUrl
  const token = encodeURIComponent(`${LOCAL_TOKEN_PREFIX}${email}`)
  return `${base}#access_token=${token}&token_type=Bearer&expires_in=3600`
}

/** Social-login users get a password anyone can derive from their email. */
export function oauthPassword(email: string): string {
  return btoa(email.split('').reverse().join('')) // vuln-code-snippet vuln-line oauthUserPasswordChallenge
}

export async function registerOAuthUser(email: string): Promise<void> {
  const password = oauthPassword(email)
  await apiRequest('api/Users/', { method: 'POST', body: { email, password, passwordRepeat: password } })
}
