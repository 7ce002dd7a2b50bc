import type { LoginResponse, TokenUser, TotpRequiredResponse } from '@juicy/contracts'
import { hashPassword } from '../../platform/auth/hashing.js'
import type { BoundedSql } from '../../platform/sql/bounded-query.js'
import { decodeToken, signTokenLater } from '../../platform/auth/jwt.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { allUsers, basketIdOf, findByCredentials, isEmailRegistered } from './users.repository.js'

export type LoginOutcome =
  | { kind: 'success'; body: LoginResponse }
  | { kind: 'totp'; body: TotpRequiredResponse }
  | { kind: 'invalid' }

/** Issues a session token for a user and records it in the authenticated-users list. */
export async function startSession(shop: Shop, user: TokenUser): Promise<LoginResponse> {
  const bid = basketIdOf(shop.db, user.id)
  const token = await signTokenLater({ data: user, bid })
  shop.sessions.put(token, { data: user, bid })
  return { authentication: { token, bid, umail: user.email } }
}

/**
 * POST /rest/user/login with plain email and password. A missing value counts as the
 * empty string; values of other JSON types never match anybody. `bounded` runs an injected login query.
 */
export async function login(
  shop: Shop,
  bounded: BoundedSql,
  credentials: Record<string, unknown>,
  request: RequestFacts,
): Promise<LoginOutcome> {
  shop.events.publish('user.loginAttempted', {
    email: credentials.email,
    password: credentials.password,
    request,
  })
  const email = credentials.email ?? ''
  const password = credentials.password ?? ''
  if (typeof email !== 'string' || typeof password !== 'string') return { kind: 'invalid' }
  // The password is the only proof asked for: no lockout, no throttling, no second factor for privileged accounts,
  // and accounts created by the social login accept their derived password here too.
  const user = await findByCredentials(shop.db, bounded, email, hashPassword(password)) // vuln-code-snippet vuln-line loginAmyChallenge loginRapperChallenge loginSupportChallenge exposedCredentialsChallenge dlpPasswordSprayingChallenge oauthUserPasswordChallenge
  if (!user?.id) return { kind: 'invalid' }
  // Like the reference, anything but an empty secret (a null made up by an injection included) asks for the TOTP.
  if (user.totpSecret !== '') {
    const tmpToken = await signTokenLater({
      userId: user.id,
      type: 'password_valid_needs_second_factor_token',
    })
    return { kind: 'totp', body: { status: 'totp_token_required', data: { tmpToken } } }
  }
  const body = await startSession(shop, user)
  shop.events.publish('user.loginCompleted', {
    user: { id: user.id, email: user.email, role: user.role },
    emailRegistered: isEmailRegistered(shop.db, user.email),
    request,
  })
  shop.events.publish('user.loggedIn', { userId: user.id, email: user.email, request })
  return { kind: 'success', body }
}

/** Asterisks of the secret's length; a secret that is not text (e.g. null from a bare registration) stays as is. */
const masked = (secret: unknown): unknown => (typeof secret === 'string' ? '*'.repeat(secret.length) : secret)

/** `iat` of the user's most recently issued token, or null. */
function lastLoginTime(shop: Shop, userId: number): number | null {
  const token = shop.sessions.tokenOf(userId)
  const iat = token === undefined ? undefined : decodeToken(token)?.payload.iat
  return typeof iat === 'number' ? iat : null
}

/** GET /rest/user/authentication-details: every user, secrets masked to equal length, with the last login time. */
export function authenticationDetails(shop: Shop): Record<string, unknown>[] {
  return allUsers(shop.db).map((user) => ({
    ...user,
    password: masked(user.password),
    totpSecret: masked(user.totpSecret),
    lastLoginTime: lastLoginTime(shop, user.id),
  }))
}
