import { useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client'
import { queryKeys } from './query-keys'

export type CodingChallengesEnabled = 'never' | 'solved' | 'always'

/** The parts of `GET /rest/admin/application-configuration` the client reads. */
export interface ApplicationConfig {
  server?: { basePath?: string }
  application: {
    name?: string
    logo?: string
    favicon?: string
    theme?: string
    showVersionNumber?: boolean
    showGitHubLinks?: boolean
    altcoinName?: string
    privacyContactEmail?: string
    social?: Record<string, string | null | undefined>
    recyclePage?: { topProductImage?: string; bottomProductImage?: string }
    welcomeBanner?: { showOnFirstStart?: boolean; title?: string; message?: string }
    cookieConsent?: { message?: string; dismissText?: string; linkText?: string; linkUrl?: string }
    googleOauth?: { clientId?: string; authorizedRedirects?: { uri: string; proxy?: string }[] }
    /** The support chat's assistant: `avatar` is a file in `assets/public/images/` or a URL (see `logoUrl`). */
    chatBot?: { name?: string; avatar?: string; sampleQuestions?: string[] }
  }
  challenges?: {
    showSolvedNotifications?: boolean
    showHints?: boolean
    showMitigations?: boolean
    restrictToTutorialsFirst?: boolean
    /** When the score board offers coding challenges (default `solved`). */
    codingChallengesEnabled?: CodingChallengesEnabled
  }
  hackingInstructor?: { isEnabled?: boolean; avatarImage?: string; hintPlaybackSpeed?: string }
  ctf?: {
    showFlagsInNotifications?: boolean
    showCountryDetailsInNotifications?: string
    systemWideNotifications?: { url?: string | null; pollFrequencySeconds?: number | null }
  }
}

export const DEFAULT_APPLICATION_NAME = 'OWASP Juice Shop'
export const DEFAULT_LOGO = 'JuiceShop_Logo.png'

export async function fetchApplicationConfig(): Promise<ApplicationConfig> {
  const answer = await apiRequest<{ config: ApplicationConfig }>('rest/admin/application-configuration')
  return answer.config
}

/** Configuration is read once per page load; failures only reach the console. */
export function useApplicationConfig(): ApplicationConfig | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.applicationConfig,
    queryFn: fetchApplicationConfig,
    staleTime: Infinity,
    retry: 1,
  })
  return data
}

/** A logo given as a URL is reduced to its file name and loaded from `assets/public/images/`. */
export function logoUrl(logo: string | undefined): string {
  const name = logo && logo.trim() !== '' ? logo : DEFAULT_LOGO
  const fileName = /^https?:\/\//i.test(name)
    ? decodeURIComponent(name.split('?')[0]!.split('/').pop() ?? '')
    : name
  return `assets/public/images/${fileName || DEFAULT_LOGO}`
}
