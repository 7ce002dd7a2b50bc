import { createVerify } from 'node:crypto'
import jwt from 'jsonwebtoken'
import { privateKey, publicKey } from './keys.js'

export class TokenError extends Error {
  override name = 'UnauthorizedError'
  readonly status = 401
}

export type TokenPayload = Record<string, unknown> & { iat?: number; exp?: number }

/** Issues an RS256 token. Like the reference, no `exp` is set: tokens stay valid until restart. */
export const signToken = (payload: Record<string, unknown>): string =>
  jwt.sign(payload, privateKey, { algorithm: 'RS256', allowInsecureKeySizes: true })

const base64UrlJson = (part: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new TokenError('jwt malformed')
  return value as Record<string, unknown>
}

/** Header and payload without any verification (for detectors and the client-side style of reading). */
export function decodeToken(
  token: string,
): { header: Record<string, unknown>; payload: TokenPayload } | undefined {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  try {
    return { header: base64UrlJson(parts[0] ?? ''), payload: base64UrlJson(parts[1] ?? '') }
  } catch {
    return undefined
  }
}

/**
 * Verifies a token against the shop's public key with the algorithm named in its own header (spec/api.md §4.3).
 * The deliberate weaknesses of that rule (unsigned and HMAC-with-public-key tokens) are added by the accounts
 * area as further cases of `verifySignature`.
 */
export function verifyToken(token: string): TokenPayload {
  const decoded = decodeToken(token)
  if (!decoded) throw new TokenError('jwt malformed')
  const [headerPart, payloadPart, signature] = token.split('.') as [string, string, string]
  if (!verifySignature(String(decoded.header.alg), `${headerPart}.${payloadPart}`, signature)) {
    throw new TokenError('invalid signature')
  }
  const { exp } = decoded.payload
  if (typeof exp === 'number' && exp * 1000 <= Date.now()) throw new TokenError('jwt expired')
  return decoded.payload
}

function verifySignature(algorithm: string, signedPart: string, signature: string): boolean {
  switch (algorithm) {
    case 'RS256':
      return createVerify('RSA-SHA256').update(signedPart).verify(publicKey, signature, 'base64url')
    default:
      return false
  }
}
