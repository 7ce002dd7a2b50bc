import { describe, expect, it } from 'vitest'
import { authenticatorUri } from './two-factor-api'

describe('authenticator URI', () => {
  it('names the application as label prefix and issuer', () => {
    expect(authenticatorUri('Juice', 'jim@juice-sh.op', 'ABCDEF')).toBe(
      'otpauth://totp/Juice:jim@juice-sh.op?secret=ABCDEF&issuer=Juice',
    )
    expect(authenticatorUri('OWASP Juice Shop', 'a@b.c', 'S')).toBe(
      'otpauth://totp/OWASP%20Juice%20Shop:a@b.c?secret=S&issuer=OWASP%20Juice%20Shop',
    )
  })
})
