import type { LoginResponse, TokenUser, TotpRequiredResponse } from '@juicy/contracts'
import { hashPassword } from '../../platform/auth/hashing.js'
import { decodeToken, signToken } from '../../platform/auth/jwt.js'
import type { RequestFacts } from '../../shop/event-bus.js'
import type { Shop } from '../../shop/shop.js'
import { allUsers, basketIdOf, findByCredentials } from './users.repository.js'

export type LoginOutcome =
  | { kind: 'success'; body: LoginResponse }
  | { kind: 'totp'; body: TotpRequiredResponse }
  | { kind: 'invalid' }

/** Issues a session token for a user and records it in the authenticated-users list. */
export function startSession(shop: Shop, user: TokenUser): LoginResponse {
  const bid = basketIdOf(shop.db, user.id)
  const token = signToken({ data: user, bid })
  shop.sessions.put(token, { data: user, bid })
  return { authentication: { token, bid, umail: user.email } }
}

/** POST /rest/user/login with plain email and password (spec/api.md §2.1). */
export function login(
  shop: Shop,
  credentials: { email?: unknown; password?: unknown },
  request: RequestFacts,
): LoginOutcome {
  const email = typeof credentials.email === 'string' ? credentials.email : ''
  const password = typeof credentials.password === 'string' ? credentials.password : ''
  const user = findByCredentials(shop.db, email, hashPassword(password))
  if (!user) return { kind: 'invalid' }
  if (user.totpSecret) {
    const tmpToken = signToken({ userId: user.id, type: 'password_valid_needs_second_factor_token' })
    return { kind: 'totp', body: { status: 'totp_token_required', data: { tmpToken } } }
  }
  shop.events.publish('user.loggedIn', { userId: user.id, email: user.email, request })
  return { kind: 'success', body: startSession(shop, user) }
}

const masked = (secret: string): string => '*'.repeat(secret.length)

/** `iat` of the user's most recently issued token, or null (spec/api.md §2.1). */
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
