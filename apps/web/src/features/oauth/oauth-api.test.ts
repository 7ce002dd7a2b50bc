import { describe, expect, it } from 'vitest'
import { oauthPassword } from './oauth-api'

describe('social login password', () => {
  it('is the Base64 of the reversed email', () => {
    expect(oauthPassword('bjoern.kimminich@gmail.com')).toBe('bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=')
  })
})
