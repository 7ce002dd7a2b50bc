import { apiRequest } from '../../lib/api-client'

const GOOGLE_USERINFO = 'https://www.googleapis.com/oauth2/v1/userinfo?alt=json&access_token='

export async function fetchGoogleEmail(accessToken: string): Promise<string> {
  const response = await fetch(`${GOOGLE_USERINFO}${encodeURIComponent(accessToken)}`)
  if (!response.ok) throw new Error(`Profile request answered ${response.status}`)
  const profile = (await response.json()) as { email?: unknown }
  if (typeof profile.email !== 'string') throw new Error('Profile without email')
  return profile.email
}

/** Social-login users get a password anyone can derive from their email. */
export function oauthPassword(email: string): string {
  return btoa(email.split('').reverse().join('')) // vuln-code-snippet vuln-line oauthUserPasswordChallenge
}

export async function registerOAuthUser(email: string): Promise<void> {
  const password = oauthPassword(email)
  await apiRequest('api/Users/', { method: 'POST', body: { email, password, passwordRepeat: password } })
}
