import { describe, expect, it } from 'vitest'
import {
  accessTokenFrom,
  decodeModifierReversed,
  decodeOffsetReversed,
  matchesOAuthReturn,
  matchesTokenSale,
  tokenSalePattern,
} from './route-matchers'

describe('token-sale matcher', () => {
  it('decodes the obfuscated pieces', () => {
    expect(decodeOffsetReversed([25, 184, 174, 179, 182, 186])).toBe('token')
    expect(decodeModifierReversed([13, 144, 87, 152, 139, 144, 83, 138])).toBe('e-ico-e')
    expect(tokenSalePattern().source).toBe('tokensale-ico-ea')
  })

  it('matches the first segment, unanchored', () => {
    expect(matchesTokenSale('/tokensale-ico-ea')).toBe(true)
    expect(matchesTokenSale('/my-tokensale-ico-ea-page/more')).toBe(true)
    expect(matchesTokenSale('/tokensale')).toBe(false)
    expect(matchesTokenSale('/search/tokensale-ico-ea')).toBe(false)
  })
})

describe('OAuth return matcher', () => {
  it('recognises an access token fragment', () => {
    const location = '/access_token=ya29.abc%2Fdef&token_type=Bearer&expires_in=3599'
    expect(matchesOAuthReturn(location)).toBe(true)
    expect(accessTokenFrom(location)).toBe('ya29.abc/def')
    expect(matchesOAuthReturn('/search')).toBe(false)
  })
})
