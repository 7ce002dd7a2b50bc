import type Database from 'better-sqlite3'
import { Refusal } from '../../platform/http/refusal.js'
import { ownCard } from '../wallet/wallet.repository.js'
import { deliveryMethodById, isOwnAddress } from './checkout.repository.js'

/** `orderDetails` of a checkout: ids as texts, absent ones undefined (the client keeps them in session storage). */
export interface OrderDetails {
  paymentId: string | undefined
  addressId: string | undefined
  deliveryMethodId: string | undefined
}

const invalid = (what: string) => new Refusal(400, { error: `Invalid ${what}.` })

function idOf(value: unknown, what: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  throw invalid(what)
}

/**
 * Reads and checks `orderDetails`: a card must be one of the caller's, an address too. Nothing is required: the
 * reference places orders without any details, and its API tests do.
 */
export function orderDetailsOf(db: Database.Database, value: unknown, userId: unknown): OrderDetails {
  if (value === undefined || value === null)
    return { paymentId: undefined, addressId: undefined, deliveryMethodId: undefined }
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid('order details')
  const fields = value as Record<string, unknown>
  const details: OrderDetails = {
    paymentId: idOf(fields.paymentId, 'payment'),
    addressId: idOf(fields.addressId, 'address'),
    deliveryMethodId: idOf(fields.deliveryMethodId, 'delivery method'),
  }
  if (
    details.paymentId !== undefined &&
    details.paymentId !== 'wallet' &&
    !ownCard(db, details.paymentId, userId)
  )
    throw new Refusal(402, { status: 'error', message: 'Payment not accepted.' })
  if (details.addressId !== undefined && !isOwnAddress(db, details.addressId, userId))
    throw invalid('address')
  return details
}

/** Price (deluxe price for deluxe members) and eta of the chosen method; without a known one free, 5 days. */
export function deliveryOf(
  db: Database.Database,
  methodId: string | undefined,
  deluxe: boolean,
): { price: number; eta: number } {
  const method = methodId === undefined ? undefined : deliveryMethodById(db, methodId)
  if (!method) return { price: 0, eta: 5 }
  return { price: deluxe ? method.deluxePrice : method.price, eta: method.eta }
}
