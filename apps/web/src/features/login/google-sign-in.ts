import type { ApplicationConfig } from '../../lib/application-config'

export const GOOGLE_AUTHORIZATION_ENDPOINT = 'https://accounts.google.com/o/oauth2/v2/auth'

/**
 * The Google authorisation URL for this origin, or `null` when the origin is not one of the
 * configured authorised redirects (then the button stays hidden).
 */
export function googleSignInUrl(config: ApplicationConfig | undefined, origin: string): string | null {
  const oauth = config?.application.googleOauth
  const redirect = oauth?.authorizedRedirects?.find((candidate) => candidate.uri === origin)
  if (!oauth?.clientId || !redirect) return null
  const redirectUri = redirect.proxy ?? redirect.uri
  return (
    `${GOOGLE_AUTHORIZATION_ENDPOINT}?client_id=${encodeURIComponent(oauth.clientId)}` +
    `&response_type=token&scope=email&redirect_uri=${encodeURIComponent(redirectUri)}`
  )
}
