import {
  createHmac,
  createPrivateKey,
  createVerify,
  randomBytes,
  sign,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto'
import { privateKey, publicKey } from './keys.js'
import { BoundedMap } from '../bounded-map.js'

export class TokenError extends Error {
  override name = 'UnauthorizedError'
  readonly status = 401
}

export type TokenPayload = Record<string, unknown> & { iat?: number; exp?: number }

export interface VerifiedToken {
  header: Record<string, unknown>
  payload: TokenPayload
}

/**
 * The private key, parsed on the first signature and kept: parsing the PEM text cost more than a signature, and
 * parsing it at start cost every start some milliseconds before the first answer.
 */
let parsedSigningKey: KeyObject | undefined
const signingKey = (): KeyObject => (parsedSigningKey ??= createPrivateKey(privateKey))

const tokenHeader = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT' })).toString('base64url')

/**
 * The signed part of an RS256 token for `payload`, byte for byte as jsonwebtoken's `sign` makes it (tested): its
 * header, and the payload with `iat`, the payload's own if it has a truthy one, else the current second. Like the
 * reference, no `exp` is set: tokens stay valid until restart.
 */
function signingInput(payload: Record<string, unknown>): string {
  const claims = { ...payload, iat: payload.iat || Math.floor(Date.now() / 1000) }
  return `${tokenHeader}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`
}

/** Issues an RS256 token (signed on this thread: for the occasional token of a profile or deluxe change). */
export function signToken(payload: Record<string, unknown>): string {
  const input = signingInput(payload)
  return `${input}.${sign('sha256', Buffer.from(input), signingKey()).toString('base64url')}`
}

/**
 * The same token signed on libuv's thread pool: a login's RSA signature is most of its cost, and signing it off the
 * event loop lets the shop answer other requests meanwhile (and a second core sign).
 */
export function signTokenLater(payload: Record<string, unknown>): Promise<string> {
  const input = signingInput(payload)
  return new Promise((resolve, reject) => {
    sign('sha256', Buffer.from(input), signingKey(), (error, signature) => {
      if (error) reject(error)
      else resolve(`${input}.${signature.toString('base64url')}`)
    })
  })
}

/**
 * The key of the "denied" access level: a secret made up at process start that nobody can know, so
 * every signed token fails against it.
 */
export const unguessableKey = randomBytes(32).toString('hex')

const base64UrlJson = (part: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new TokenError('jwt malformed')
  return value as Record<string, unknown>
}

/** Header and payload without any verification (for detectors and the client-side style of reading). */
export function decodeToken(token: string): VerifiedToken | undefined {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  try {
    return { header: base64UrlJson(parts[0] ?? ''), payload: base64UrlJson(parts[1] ?? '') }
  } catch {
    return undefined
  }
}

// vuln-code-snippet start jwtUnsignedChallenge jwtForgedChallenge
// vuln-code-snippet hide-start jwtUnsignedChallenge jwtForgedChallenge
/**
 * Verifies a token with the algorithm named in its own header, like the reference, against the shop's public key
 * unless another key is given, and answers header and payload. Throws a TokenError otherwise.
 */
// vuln-code-snippet hide-end jwtUnsignedChallenge jwtForgedChallenge
export function verifyTokenDetails(token: string, key: string = publicKey): VerifiedToken {
  const decoded = decodeToken(token)
  if (!decoded) throw new TokenError('jwt malformed')
  const [headerPart, payloadPart, signature] = token.split('.') as [string, string, string]
  // vuln-code-snippet neutral-line jwtUnsignedChallenge jwtForgedChallenge
  if (!verifySignature(decoded.header.alg, `${headerPart}.${payloadPart}`, signature, key)) {
    throw new TokenError('invalid signature')
  }
  const { exp } = decoded.payload
  if (typeof exp === 'number' && exp * 1000 <= Date.now()) throw new TokenError('jwt expired')
  return decoded
}

// vuln-code-snippet hide-start jwtUnsignedChallenge jwtForgedChallenge
/** Most tokens whose verification is remembered per key (a process-wide memo of a pure check, nobody's state). */
const maxRememberedTokens = 2000
const verifiedTokens = new Map<string, BoundedMap<string, string>>()
let lastVerified: { token: string; key: string; text: string } | undefined

/**
 * verifyTokenDetails, remembered per key and token: verifying the RSA signature is the dearest step of an
 * authenticated request, and the same tokens come again and again. Only tokens that verified are remembered (as JSON
 * text: decoded parts are JSON), their expiry is checked on every use, and every caller gets its own copy.
 */
export function verifiedTokenDetails(token: string, key: string = publicKey): VerifiedToken {
  let known = verifiedTokens.get(key)
  if (!known) verifiedTokens.set(key, (known = new BoundedMap(maxRememberedTokens)))
  // The token asked last is asked again and again within one request: no hashing of its text for the map.
  const asLast = lastVerified?.token === token && lastVerified.key === key
  const remembered = asLast ? lastVerified?.text : known.get(token)
  if (remembered !== undefined) {
    if (!asLast) lastVerified = { token, key, text: remembered }
    const copy = JSON.parse(remembered) as VerifiedToken
    const { exp } = copy.payload
    if (typeof exp === 'number' && exp * 1000 <= Date.now()) throw new TokenError('jwt expired')
    return copy
  }
  const verified = verifyTokenDetails(token, key)
  known.set(token, JSON.stringify(verified))
  return verified
}

/** The payload of a token that verifies (see verifyTokenDetails). */
export const verifyToken = (token: string, key?: string): TokenPayload =>
  verifiedTokenDetails(token, key).payload

// vuln-code-snippet hide-end jwtUnsignedChallenge jwtForgedChallenge
function verifySignature(algorithm: unknown, signedPart: string, signature: string, key: string): boolean {
  switch (algorithm) {
    case 'RS256':
      return verifyRsa(signedPart, signature, key)
    case 'HS256': // vuln-code-snippet neutral-line jwtForgedChallenge
      return verifyHmac(signedPart, signature, key) // vuln-code-snippet vuln-line jwtForgedChallenge
    case 'none': // vuln-code-snippet neutral-line jwtUnsignedChallenge
      return signature === '' // vuln-code-snippet vuln-line jwtUnsignedChallenge
    default:
      return false
  }
}

function verifyRsa(signedPart: string, signature: string, key: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(signedPart).verify(key, signature, 'base64url')
  } catch {
    // a key that is no RSA key (the denied level's secret) verifies nothing // vuln-code-snippet hide-line jwtUnsignedChallenge jwtForgedChallenge
    return false
  }
}

// vuln-code-snippet hide-start jwtUnsignedChallenge jwtForgedChallenge
/**
 * Legacy token libraries used whatever key they were given as HMAC secret when the header said HS256, so the
 * published RSA public key doubles as a signing secret.
 */
// vuln-code-snippet hide-end jwtUnsignedChallenge jwtForgedChallenge
function verifyHmac(signedPart: string, signature: string, key: string): boolean {
  const expected = Buffer.from(createHmac('sha256', key).update(signedPart).digest('base64url'))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
// vuln-code-snippet end jwtUnsignedChallenge jwtForgedChallenge
