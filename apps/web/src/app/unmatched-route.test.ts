import { describe, expect, it } from 'vitest'
import { resolveUnmatched } from './unmatched-route'

describe('unmatched routes', () => {
  it('sends an access-token fragment to the social-login return', () => {
    const path = '/access_token=abc&token_type=Bearer'
    expect(resolveUnmatched(path, path)).toBe('oauth')
  })

  it('opens the token sale for its computed pattern', () => {
    expect(resolveUnmatched('/tokensale-ico-ea', '/tokensale-ico-ea')).toBe('token-sale')
  })

  it('redirects everything else to the search', () => {
    expect(resolveUnmatched('/no-such-page', '/no-such-page')).toBe('search')
  })
})
