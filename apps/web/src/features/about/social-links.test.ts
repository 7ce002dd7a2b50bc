import { describe, expect, it } from 'vitest'
import { configuredSocialLinks, twitterHandle } from './social-links'

describe('social links', () => {
  it('offers only the configured channels, in display order', () => {
    const links = configuredSocialLinks({
      redditUrl: 'https://www.reddit.com/r/juice',
      twitterUrl: 'https://twitter.com/juice',
      facebookUrl: null,
      questionnaireUrl: 'https://example.com/survey',
    })
    expect(links.map((link) => [link.id, link.url])).toEqual([
      ['twitterButton', 'https://twitter.com/juice'],
      ['redditButton', 'https://www.reddit.com/r/juice'],
    ])
  })

  it('hides channels that are empty or not web addresses', () => {
    expect(configuredSocialLinks(undefined)).toEqual([])
    expect(configuredSocialLinks({ slackUrl: '', pressKitUrl: 'javascript:alert(1)', nftUrl: '  ' })).toEqual(
      [],
    )
  })

  it('reads the Twitter handle from the profile address', () => {
    expect(twitterHandle('https://twitter.com/owasp_juiceshop')).toBe('@owasp_juiceshop')
    expect(twitterHandle('https://x.com/juice/')).toBe('@juice')
    expect(twitterHandle('https://twitter.com')).toBeUndefined()
    expect(twitterHandle(null)).toBeUndefined()
  })
})
