import { timingSafeEqual } from 'node:crypto'
import type { TokenUser } from '@juicy/contracts'
import { hashPassword, hashSecurityAnswer } from '../../platform/auth/hashing.js'
import { HttpError } from '../../platform/http/errors.js'
import type { Translate } from '../../platform/i18n/server-translations.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { findUserById } from '../users/users.repository.js'
import {
  securityAnswerByEmail,
  securityQuestionByEmail,
  updatePassword,
  type SecurityQuestion,
} from './recovery.repository.js'
import { translateQuestion } from './question-translation.js'
import { blockedIn, Refusal } from '../../platform/http/refusal.js'
import type { ChangePasswordFields, ResetPasswordFields } from './recovery.schemas.js'

/** Who asked: the request facts for events, the socket address and language for the "blocked" page. */
export interface Caller {
  request: RequestFacts
  remoteAddress: string
  translate: Translate
}

/** GET /rest/user/security-question: the question of the user with that email (in the caller's language), or nothing. */
export function securityQuestionFor(
  shop: Shop,
  email: unknown,
  t: Translate,
): { question?: SecurityQuestion } {
  if (email === undefined) throw new HttpError(500, 'WHERE parameter "email" has invalid "undefined" value')
  const question = typeof email === 'string' ? securityQuestionByEmail(shop.db, email) : undefined
  return question ? { question: translateQuestion(question, t) } : {}
}

/** The new password of a change or reset: present, not the text "undefined", and repeated exactly. */
function newPasswordOf(fields: { new?: string; repeat?: unknown }): string {
  const password = fields.new
  if (!password || password === 'undefined') throw new Refusal(401, 'Password cannot be empty.')
  if (password !== fields.repeat) throw new Refusal(401, 'New and repeated password do not match.')
  return password
}

const sameHex = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

function storedUser(shop: Shop, userId: number): TokenUser {
  const user = findUserById(shop.db, userId)
  if (!user) throw new Refusal(404, 'User not found.')
  return user
}

// vuln-code-snippet start resetPasswordJimChallenge resetPasswordBenderChallenge resetPasswordBjoernChallenge resetPasswordBjoernOwaspChallenge resetPasswordUvoginChallenge resetPasswordMortyChallenge geoStalkingMetaChallenge geoStalkingVisualChallenge
// vuln-code-snippet hide-line resetPasswordJimChallenge resetPasswordBenderChallenge resetPasswordBjoernChallenge resetPasswordBjoernOwaspChallenge resetPasswordUvoginChallenge resetPasswordMortyChallenge geoStalkingMetaChallenge geoStalkingVisualChallenge
/** POST /rest/user/reset-password: a new password for whoever knows the answer to the security question. */
export function resetPassword(shop: Shop, fields: ResetPasswordFields, caller: Caller): TokenUser {
  const { email, answer } = fields
  if (!email || !answer) throw blockedIn(caller.translate, caller.remoteAddress)
  const password = newPasswordOf(fields)
  const stored = securityAnswerByEmail(shop.db, email)
  // vuln-code-snippet hide-line resetPasswordJimChallenge resetPasswordBenderChallenge resetPasswordBjoernChallenge resetPasswordBjoernOwaspChallenge resetPasswordUvoginChallenge resetPasswordMortyChallenge geoStalkingMetaChallenge geoStalkingVisualChallenge
  // The answer to a security question is the only proof asked for, so whoever can research it owns the account.
  // vuln-code-snippet neutral-line resetPasswordMortyChallenge
  const answered = stored !== undefined && sameHex(stored.answer, hashSecurityAnswer(answer)) // vuln-code-snippet vuln-line resetPasswordJimChallenge resetPasswordBenderChallenge resetPasswordBjoernChallenge resetPasswordBjoernOwaspChallenge resetPasswordUvoginChallenge geoStalkingMetaChallenge geoStalkingVisualChallenge
  if (!stored || !answered) {
    throw new Refusal(401, 'Wrong answer to security question.')
  }
  updatePassword(shop.db, stored.userId, hashPassword(password))
  const user = storedUser(shop, stored.userId)
  shop.events.publish('user.passwordReset', { userId: user.id, email, answer, request: caller.request })
  return user
}
// vuln-code-snippet end resetPasswordJimChallenge resetPasswordBenderChallenge resetPasswordBjoernChallenge resetPasswordBjoernOwaspChallenge resetPasswordUvoginChallenge resetPasswordMortyChallenge geoStalkingMetaChallenge geoStalkingVisualChallenge

// vuln-code-snippet start changePasswordBenderChallenge
/**
 * GET /rest/user/change-password: the session is the Authorization value minus its first 7 characters (so
 * `Bearer <t>` and `Bearer=<t>` both work); the current password is compared with the stored one.
 */
export function changePassword(
  shop: Shop,
  query: ChangePasswordFields,
  authorization: string | undefined,
  caller: Caller,
): TokenUser {
  const password = newPasswordOf(query)
  const session = shop.sessions.get((authorization ?? '').slice(7))
  if (!session) throw blockedIn(caller.translate, caller.remoteAddress)
  const user = findUserById(shop.db, session.data.id)
  const { current } = query
  // vuln-code-snippet hide-line changePasswordBenderChallenge
  // Deliberately lenient: without `current` the change goes through, so a hijacked session suffices.
  const currentSupplied = Boolean(current) // vuln-code-snippet vuln-line changePasswordBenderChallenge
  // vuln-code-snippet neutral-line changePasswordBenderChallenge
  if (currentSupplied) {
    const storedHash = user?.password ?? session.data.password
    if (typeof current !== 'string' || hashPassword(current) !== storedHash) {
      throw new Refusal(401, 'Current password is not correct.')
    }
  }
  if (!user) throw new Refusal(404, 'User not found.')
  const newPasswordHash = hashPassword(password)
  updatePassword(shop.db, user.id, newPasswordHash)
  shop.events.publish('user.passwordChanged', {
    userId: user.id,
    currentSupplied,
    newPasswordHash,
    request: caller.request,
  })
  return storedUser(shop, user.id)
}
// vuln-code-snippet end changePasswordBenderChallenge
