import type { LoginResponse, TokenUser } from '@juicy/contracts'
import { hashPassword } from '../../platform/auth/hashing.js'
import { decodeToken, signToken, verifyToken, type TokenPayload } from '../../platform/auth/jwt.js'
import type { SessionEntry } from '../../platform/auth/session-list.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { basketIdOf, findUserById } from '../users/users.repository.js'
import { updateTotpSecret } from './recovery.repository.js'
import { Refusal } from '../../platform/http/refusal.js'
import type { SecondFactorFields, TwoFactorDisableFields, TwoFactorSetupFields } from './recovery.schemas.js'
import { isValidTotp, newTotpSecret } from './totp.js'

const secondFactorTokenType = 'password_valid_needs_second_factor_token'
const setupTokenType = 'totp_setup_secret'

/** Every two-factor failure is a bare 401, so the answer tells an attacker nothing. */
const refused = (): Refusal => new Refusal(401)

/**
 * Claims of an auxiliary token this server signed itself (RS256) with the expected type. Unsigned or otherwise
 * signed tokens never pass here, whatever other checks of the shop accept.
 */
function signedClaims(token: unknown, type: string): TokenPayload | undefined {
  if (typeof token !== 'string' || decodeToken(token)?.header.alg !== 'RS256') return undefined
  try {
    const claims = verifyToken(token)
    return claims.type === type ? claims : undefined
  } catch {
    return undefined
  }
}

// vuln-code-snippet start twoFactorAuthUnsafeSecretStorageChallenge
/** POST /rest/2fa/verify: completes a login whose password was right with a valid one-time code. */
export function verifySecondFactor(
  shop: Shop,
  fields: SecondFactorFields,
  request: RequestFacts,
): LoginResponse {
  const userId = signedClaims(fields.tmpToken, secondFactorTokenType)?.userId
  const user = typeof userId === 'number' ? findUserById(shop.db, userId) : undefined
  if (!user || !isValidTotp(fields.totpToken, user.totpSecret)) throw refused() // vuln-code-snippet neutral-line twoFactorAuthUnsafeSecretStorageChallenge
  const bid = basketIdOf(shop.db, user.id)
  const token = signToken({ status: 'success', data: user })
  shop.sessions.put(token, { data: user, bid })
  // vuln-code-snippet hide-start twoFactorAuthUnsafeSecretStorageChallenge
  shop.events.publish('user.secondFactorVerified', {
    userId: user.id,
    email: user.email,
    totpSecret: user.totpSecret,
    request,
  })
  // vuln-code-snippet hide-end twoFactorAuthUnsafeSecretStorageChallenge
  return { authentication: { token, bid, umail: user.email } }
}
// vuln-code-snippet end twoFactorAuthUnsafeSecretStorageChallenge

export type TwoFactorStatus =
  { setup: true } | { setup: false; secret: string; email: string; setupToken: string }

/** GET /rest/2fa/status, judged on the session's user snapshot (which setup and disable keep current). */
export function twoFactorStatus(session: SessionEntry): TwoFactorStatus {
  const { totpSecret, email } = session.data
  if (totpSecret) return { setup: true }
  const secret = newTotpSecret()
  return { setup: false, secret, email, setupToken: signToken({ secret, type: setupTokenType }) }
}

/** The stored user of a session, provided the password is theirs. */
function confirmedUser(shop: Shop, session: SessionEntry, password: string | undefined): TokenUser {
  const user = findUserById(shop.db, session.data.id)
  if (!user || hashPassword(password ?? '') !== user.password) throw refused()
  return user
}

// vuln-code-snippet start twoFactorAuthUnsafeSecretStorageChallenge
function storeSecret(shop: Shop, token: string, session: SessionEntry, userId: number, secret: string): void {
  // Kept in clear text next to the password hash, so any SQL injection that reads Users yields working codes. // vuln-code-snippet hide-line twoFactorAuthUnsafeSecretStorageChallenge
  updateTotpSecret(shop.db, userId, secret) // vuln-code-snippet vuln-line twoFactorAuthUnsafeSecretStorageChallenge
  const user = findUserById(shop.db, userId)
  if (user) shop.sessions.put(token, { ...session, data: user })
}

/** POST /rest/2fa/setup: stores the secret of a server-issued setup token once its first code is proven. */
export function setUpTwoFactor(
  shop: Shop,
  token: string,
  session: SessionEntry,
  fields: TwoFactorSetupFields,
): void {
  const user = confirmedUser(shop, session, fields.password)
  if (user.totpSecret) throw refused()
  const secret = signedClaims(fields.setupToken, setupTokenType)?.secret
  if (typeof secret !== 'string' || !isValidTotp(fields.initialToken, secret)) throw refused()
  storeSecret(shop, token, session, user.id, secret)
}
// vuln-code-snippet end twoFactorAuthUnsafeSecretStorageChallenge

/** POST /rest/2fa/disable: removes the secret after the password is confirmed. */
export function disableTwoFactor(
  shop: Shop,
  token: string,
  session: SessionEntry,
  fields: TwoFactorDisableFields,
): void {
  const user = confirmedUser(shop, session, fields.password)
  storeSecret(shop, token, session, user.id, '')
}
