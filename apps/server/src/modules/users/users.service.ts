import type { LoginResponse, TokenUser, TotpRequiredResponse } from '@juicy/contracts'
import { hashPassword } from '../../platform/auth/hashing.js'
import { signToken } from '../../platform/auth/jwt.js'
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
  shop.sessions.recordLogin(user.id)
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

const maskedPassword = '*'.repeat(32)

/** GET /rest/user/authentication-details: every user, password masked, with the last login time when known. */
export function authenticationDetails(shop: Shop): Record<string, unknown>[] {
  return allUsers(shop.db).map(({ totpSecret, ...user }) => ({
    ...user,
    password: maskedPassword,
    totpSecret: totpSecret ? maskedPassword : '',
    lastLoginTime: shop.sessions.lastLoginTime(user.id),
  }))
}
