import type Database from 'better-sqlite3'
import type { TokenUser } from '@juicy/contracts'
import { deluxeToken } from '../../platform/auth/hashing.js'
import { signToken } from '../../platform/auth/jwt.js'
import type { SessionEntry } from '../../platform/auth/session-list.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { Refusal } from '../../platform/http/refusal.js'
import { bindable } from '../../platform/auth/session-caller.js'
import { findUserById, setDeluxeRole } from '../users/users.repository.js'
import { addToWallet, ownCard, walletBalance, type CardRow } from '../wallet/wallet.repository.js'

/** What a deluxe membership costs. */
export const membershipCost = 49

export interface UpgradeRequest {
  session: SessionEntry | undefined
  paymentMode: unknown
  paymentId: unknown
  /** Whether the Bearer token verifies (a session can also stem from a token that merely decodes). */
  tokenVerified: boolean
  request: RequestFacts
}

const refusal = (error: string) => new Refusal(400, { status: 'error', error })

/** A card is valid through the last day of its expiry month. */
export function isExpired(card: CardRow, now: Date): boolean {
  const year = now.getFullYear()
  return card.expYear < year || (card.expYear === year && card.expMonth < now.getMonth() + 1)
}

// vuln-code-snippet start freeDeluxeChallenge
/** Charges the membership: from the wallet or a card of the user. */
function charge(db: Database.Database, userId: number, paymentMode: unknown, paymentId: unknown): void {
  switch (paymentMode) {
    case 'wallet':
      if ((walletBalance(db, userId) ?? 0) < membershipCost) throw refusal('Insuffienct funds in Wallet')
      addToWallet(db, userId, -membershipCost)
      break
    case 'card': {
      const card = ownCard(db, bindable(paymentId), userId)
      if (!card || isExpired(card, new Date())) throw refusal('Invalid Card')
      break
    }
    default: // vuln-code-snippet vuln-line freeDeluxeChallenge
      // vuln-code-snippet hide-line freeDeluxeChallenge
      // any other payment mode, or none, charges nothing and the upgrade goes ahead all the same
      break // vuln-code-snippet neutral-line freeDeluxeChallenge
  }
}
// vuln-code-snippet end freeDeluxeChallenge

function makeDeluxe(db: Database.Database, user: TokenUser): void {
  setDeluxeRole(db, user.id, deluxeToken(user.email))
}

// vuln-code-snippet start freeDeluxeChallenge
// vuln-code-snippet hide-start freeDeluxeChallenge
/**
 * POST /rest/deluxe-membership: a customer pays and becomes deluxe, in one transaction. The new
 * token carries the deluxe token and keeps the session's basket, so shopping goes on seamlessly.
 */
// vuln-code-snippet hide-end freeDeluxeChallenge
export function upgradeToDeluxe(
  shop: Shop,
  upgrade: UpgradeRequest,
): { confirmation: string; token: string } {
  const user = findUserById(shop.db, upgrade.session?.data?.id)
  if (!user || user.role !== 'customer') throw refusal('Something went wrong. Please try again!')
  shop.db.transaction(() => {
    charge(shop.db, user.id, upgrade.paymentMode, upgrade.paymentId)
    makeDeluxe(shop.db, user)
  })()
  const upgraded = findUserById(shop.db, user.id) as TokenUser
  const bid = upgrade.session?.bid
  const token = signToken({ status: 'success', data: upgraded, ...(bid !== undefined ? { bid } : {}) })
  shop.sessions.put(token, { data: upgraded, ...(bid !== undefined ? { bid } : {}) })
  // vuln-code-snippet hide-start freeDeluxeChallenge
  shop.events.publish('deluxe.upgraded', {
    userId: user.id,
    previousRole: user.role,
    paymentMode: upgrade.paymentMode,
    tokenVerified: upgrade.tokenVerified,
    request: upgrade.request,
  })
  // vuln-code-snippet hide-end freeDeluxeChallenge
  return { confirmation: 'Congratulations! You are now a deluxe member!', token }
}
// vuln-code-snippet end freeDeluxeChallenge

/** GET /rest/deluxe-membership: the offer for customers, a refusal for everybody else. */
export function membershipOffer(tokenUser: Record<string, unknown> | undefined, deluxe: boolean): number {
  if (deluxe) throw refusal('You are already a deluxe member!')
  if (tokenUser?.role !== 'customer') throw refusal('You are not eligible for deluxe membership!')
  return membershipCost
}
