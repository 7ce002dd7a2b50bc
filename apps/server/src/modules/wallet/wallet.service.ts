import type { Shop } from '../../shop/shop.js'
import { Refusal } from '../../platform/http/refusal.js'
import type { TopUpFields } from './wallet.schemas.js'
import { bindable } from '../../platform/auth/session-caller.js'
import { addToWallet, ownCard, walletBalance } from './wallet.repository.js'

/** Top-ups the client allows (the wallet page); the server holds to the same range. */
export const minimumTopUp = 10
export const maximumTopUp = 1000

const noWallet = () => new Refusal(404, { status: 'error' })

/** An amount of money as a JSON number or a decimal text, rounded to cents; undefined for anything else. */
export function moneyOf(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : NaN
  return Number.isFinite(number) ? Math.round(number * 100) / 100 : undefined
}

export function balanceOf(shop: Shop, userId: number | string | null): number {
  const balance = walletBalance(shop.db, userId)
  if (balance === undefined) throw noWallet()
  return balance
}

/** Charges one of the caller's own cards and credits the wallet; answers the amount credited. */
export function topUp(shop: Shop, userId: number | string | null, body: TopUpFields): number {
  if (!ownCard(shop.db, bindable(body.paymentId), userId))
    throw new Refusal(402, { status: 'error', message: 'Payment not accepted.' })
  const amount = moneyOf(body.balance)
  if (amount === undefined || amount < minimumTopUp || amount > maximumTopUp) {
    throw new Refusal(400, {
      status: 'error',
      message: `The amount must be between ${minimumTopUp} and ${maximumTopUp}.`,
    })
  }
  if (!addToWallet(shop.db, userId, amount)) throw noWallet()
  return amount
}
