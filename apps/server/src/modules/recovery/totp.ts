import { createRequire } from 'node:module'

type Otplib = typeof import('otplib')

const require = createRequire(import.meta.url)

/** otplib costs tens of milliseconds to load; it is needed only once someone uses two-factor authentication. */
const otplib = (): Otplib => require('otplib') as Otplib

/**
 * Secrets of at least 10 bytes are accepted (the length authenticator apps and the reference generated), below
 * otplib's default minimum of 16.
 */
const guardrails = () => otplib().createGuardrails({ MIN_SECRET_BYTES: 10 })

/** A new random base32 secret (20 bytes). */
export const newTotpSecret = (): string => otplib().generateSecret()

/** The current code of a secret (RFC 6238: SHA-1, 6 digits, 30-second step). */
export const currentTotp = (secret: string, epochSeconds?: number): string =>
  otplib().generateSync({
    secret,
    guardrails: guardrails(),
    ...(epochSeconds ? { epoch: epochSeconds } : {}),
  })

/** Whether `token` is the code of `secret` for the current step or one step before or after. */
export function isValidTotp(token: unknown, secret: string): boolean {
  const code = typeof token === 'number' && Number.isInteger(token) ? String(token).padStart(6, '0') : token
  if (typeof code !== 'string' || !/^\d{6}$/.test(code) || secret === '') return false
  try {
    return otplib().verifySync({ secret, token: code, epochTolerance: 30, guardrails: guardrails() }).valid
  } catch {
    // a malformed or too short secret can match no code
    return false
  }
}
