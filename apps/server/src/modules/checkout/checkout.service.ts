import { randomBytes } from 'node:crypto'
import type Database from 'better-sqlite3'
import { maskEmailVowels, orderIdFor } from '../../platform/auth/hashing.js'
import { HttpError } from '../../platform/http/errors.js'
import type { Document } from '../../shop/document-store.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { basketById, emptyBasket, stockOf } from '../basket/basket.repository.js'
import { Refusal } from '../../platform/http/refusal.js'
import { addToWallet, walletBalance } from '../wallet/wallet.repository.js'
import { orderTotals, priceLines, type OrderLine, type OrderTotals } from './checkout-pricing.js'
import { checkoutItems, decrementStock, type CheckoutItem } from './checkout.repository.js'
import { checkoutDiscount } from './discount.js'
import { deliveryOf, orderDetailsOf, type OrderDetails } from './order-details.js'

/** Who checks out: the session's user (id and email) and whether deluxe prices apply. */
export interface CheckoutCaller {
  userId: number | string | null
  email: string
  deluxe: boolean
  request: RequestFacts
}

export interface CheckoutInput {
  /** The basket id as it came in the path: any basket can be checked out, as in the reference. */
  basketId: string
  couponData: unknown
  orderDetails: unknown
  caller: CheckoutCaller
}

/** What the confirmation PDF needs besides the stored document. */
export interface PlacedOrder {
  document: Document
  orderId: string
  lines: OrderLine[]
  totals: OrderTotals
  customerEmail: string
  placedAt: Date
}

/** Facts are published once the transaction is over: detectors record solves in the same database. */
type Fact = () => void

/**
 * POST /rest/basket/:id/checkout. Stock, wallet, the basket and the order change in one
 * SQLite transaction, so a failure changes nothing and a second checkout of the same basket finds it empty. The
 * order document is inserted last, inside the transaction, so that a failing insert rolls the rest back.
 */
export function placeOrder(shop: Shop, input: CheckoutInput): PlacedOrder {
  const facts: Fact[] = []
  try {
    return shop.db.transaction(() => placeInTransaction(shop, input, facts))()
  } finally {
    for (const publish of facts) publish()
  }
}

// vuln-code-snippet start christmasSpecialChallenge
function placeInTransaction(shop: Shop, input: CheckoutInput, facts: Fact[]): PlacedOrder {
  const { db, events } = shop
  const { caller } = input
  const { request } = caller
  const basket = basketById(db, input.basketId)
  if (!basket) throw new HttpError(500, `Basket with id=${input.basketId} does not exist.`)
  const details = orderDetailsOf(db, input.orderDetails, caller.userId)
  // vuln-code-snippet hide-line christmasSpecialChallenge
  // Retired (soft-deleted) products are ordered like any other: nothing asks whether a product is still offered.
  const items = checkoutItems(db, basket.id) // vuln-code-snippet vuln-line christmasSpecialChallenge
  if (items.length === 0) throw new Refusal(400, { error: 'Your basket is empty.' })
  // vuln-code-snippet hide-start christmasSpecialChallenge
  const productIds = items.map((item) => item.productId)
  facts.push(() => events.publish('checkout.itemsWalked', { basketId: basket.id, productIds, request }))
  // vuln-code-snippet hide-end christmasSpecialChallenge
  takeFromStock(db, items)
  const placedAt = new Date()
  const discount = checkoutDiscount(basket.coupon, input.couponData, placedAt)
  // vuln-code-snippet hide-start christmasSpecialChallenge
  if (discount)
    facts.push(() => events.publish('checkout.discountApplied', { basketId: basket.id, discount, request }))
  // vuln-code-snippet hide-end christmasSpecialChallenge
  const lines = priceLines(items, caller.deluxe)
  const delivery = deliveryOf(db, details.deliveryMethodId, caller.deluxe)
  const totals = orderTotals(lines, discount?.percent ?? 0, delivery.price)
  // vuln-code-snippet hide-start christmasSpecialChallenge
  facts.push(() =>
    events.publish('checkout.totalComputed', { basketId: basket.id, totalPrice: totals.totalPrice, request }),
  )
  // vuln-code-snippet hide-end christmasSpecialChallenge
  pay(db, details, caller.userId, totals)
  emptyBasket(db, basket.id)
  const orderId = orderIdFor(caller.email, () => randomBytes(8).toString('hex'))
  const document = shop.docs.orders.insert(
    orderDocument(orderId, caller.email, details, lines, totals, delivery.eta),
  )
  // vuln-code-snippet hide-start christmasSpecialChallenge
  facts.push(() =>
    events.publish('order.placed', { orderId, basketId: basket.id, totalPrice: totals.totalPrice, request }),
  )
  // vuln-code-snippet hide-end christmasSpecialChallenge
  return { document, orderId, lines, totals, customerEmail: caller.email, placedAt }
}
// vuln-code-snippet end christmasSpecialChallenge

/**
 * Takes the ordered quantities out of stock. Stock is checked again because it may have shrunk since the items went
 * into the basket (other orders, the accounting page); a line of a negative quantity puts stock back.
 */
function takeFromStock(db: Database.Database, items: CheckoutItem[]): void {
  for (const item of items) {
    const stock = stockOf(db, item.productId)
    if (stock && item.quantity > 0 && stock.quantity < item.quantity)
      throw new Refusal(400, { error: 'We are out of stock! Sorry for the inconvenience.' })
    decrementStock(db, item.productId, item.quantity)
  }
}

// vuln-code-snippet start negativeOrderChallenge
// vuln-code-snippet hide-start negativeOrderChallenge
/**
 * Wallet payment debits the total; every order credits its bonus points. A negative total passes the balance
 * check and is "debited" into a credit.
 */
// vuln-code-snippet hide-end negativeOrderChallenge
function pay(db: Database.Database, details: OrderDetails, userId: unknown, totals: OrderTotals): void {
  if (details.paymentId === 'wallet') {
    const balance = walletBalance(db, userId) ?? 0
    if (balance < totals.totalPrice) throw new HttpError(500, 'Insufficient wallet balance.') // vuln-code-snippet vuln-line negativeOrderChallenge
    addToWallet(db, userId, -totals.totalPrice)
  }
  addToWallet(db, userId, totals.bonus)
}
// vuln-code-snippet end negativeOrderChallenge

/** The stored order: the customer's email with its vowels masked. */
function orderDocument(
  orderId: string,
  email: string,
  details: OrderDetails,
  products: OrderLine[],
  totals: OrderTotals,
  eta: number,
): Record<string, unknown> {
  return {
    promotionalAmount: String(totals.discount),
    paymentId: details.paymentId ?? null,
    addressId: details.addressId ?? null,
    orderId,
    delivered: false,
    email: maskEmailVowels(email),
    totalPrice: totals.totalPrice,
    products,
    bonus: totals.bonus,
    deliveryPrice: totals.deliveryPrice,
    eta: String(eta),
  }
}
