/** Social channels the About page offers, in display order (`application.social`). */
export const SOCIAL_CHANNELS = [
  { configKey: 'twitterUrl', id: 'twitterButton', name: 'Twitter' },
  { configKey: 'facebookUrl', id: 'facebookButton', name: 'Facebook' },
  { configKey: 'slackUrl', id: 'slackButton', name: 'Slack' },
  { configKey: 'redditUrl', id: 'redditButton', name: 'Reddit' },
  { configKey: 'blueSkyUrl', id: 'blueSkyButton', name: 'Bluesky' },
  { configKey: 'mastodonUrl', id: 'mastodonButton', name: 'Mastodon' },
  { configKey: 'pressKitUrl', id: 'pressKitButton', name: 'Press Kit' },
  { configKey: 'nftUrl', id: 'nftButton', name: 'NFT' },
] as const

export type SocialChannel = (typeof SOCIAL_CHANNELS)[number]
export type SocialLink = SocialChannel & { url: string }

/** Only web addresses become links; a channel set to null (or missing) is hidden. */
export function isWebUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value.trim())
}

export function configuredSocialLinks(
  social: Record<string, string | null | undefined> | undefined,
): SocialLink[] {
  if (!social) return []
  return SOCIAL_CHANNELS.flatMap((channel) => {
    const url = social[channel.configKey]
    return isWebUrl(url) ? [{ ...channel, url: url.trim() }] : []
  })
}

/** `https://twitter.com/owasp_juiceshop` → `@owasp_juiceshop`; undefined when no handle can be read. */
export function twitterHandle(twitterUrl: string | null | undefined): string | undefined {
  if (!isWebUrl(twitterUrl)) return undefined
  const name = twitterUrl
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .split('/')
    .pop()
  return name && !name.includes('.') ? `@${name.replace(/^@/, '')}` : undefined
}
