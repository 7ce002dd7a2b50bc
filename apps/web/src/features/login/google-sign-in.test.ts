import { describe, expect, it } from 'vitest'
import type { ApplicationConfig } from '../../lib/application-config'
import { googleSignInUrl } from './google-sign-in'

const config: ApplicationConfig = {
  application: {
    googleOauth: {
      clientId: 'client-1',
      authorizedRedirects: [
        { uri: 'https://demo.owasp-juice.shop' },
        { uri: 'http://localhost:3000', proxy: 'https://local3000.owasp-juice.shop' },
      ],
    },
  },
}

describe('Google sign-in', () => {
  it('offers sign-in from an authorised origin, through its proxy when configured', () => {
    expect(googleSignInUrl(config, 'https://demo.owasp-juice.shop')).toBe(
      'https://accounts.google.com/o/oauth2/v2/auth?client_id=client-1&response_type=token&scope=email' +
        '&redirect_uri=https%3A%2F%2Fdemo.owasp-juice.shop',
    )
    expect(googleSignInUrl(config, 'http://localhost:3000')).toContain(
      'redirect_uri=https%3A%2F%2Flocal3000.owasp-juice.shop',
    )
  })

  it('hides the button elsewhere', () => {
    expect(googleSignInUrl(config, 'http://localhost:3100')).toBeNull()
    expect(googleSignInUrl(undefined, 'https://demo.owasp-juice.shop')).toBeNull()
  })
})
