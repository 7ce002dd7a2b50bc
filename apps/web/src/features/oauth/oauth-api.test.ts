import { afterEach, describe, expect, it, vi } from 'vitest'
import { accessTokenFrom } from '../../lib/route-matchers'
import { emailOfAccessToken, localProviderReturnUrl, oauthPassword } from './oauth-api'

describe('social login password', () => {
  it('is the Base64 of the reversed email', () => {
    expect(oauthPassword('bjoern.kimminich@gmail.com')).toBe('bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=')
  })
})

describe('local stand-in provider', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('returns to the page with a local access-token fragment', () => {
    const url = localProviderReturnUrl('http://localhost:3000/#/oauth-local', 'a+b@c.d')
    expect(url).toBe(
      'http://localhost:3000/#access_token=local%3Aa%2Bb%40c.d&token_type=Bearer&expires_in=3600',
    )
    expect(accessTokenFrom(url.split('#')[1] ?? '')).toBe('local:a+b@c.d')
  })

  it('reads the email from a local token without asking Google', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    await expect(emailOfAccessToken('local:x@y.z')).resolves.toBe('x@y.z')
    await expect(emailOfAccessToken('local:')).rejects.toThrow()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks Google for any other token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ email: 'g@gmail.com' }))),
    )
    await expect(emailOfAccessToken('ya29.token')).resolves.toBe('g@gmail.com')
  })
})
