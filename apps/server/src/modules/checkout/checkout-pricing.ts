import type { CheckoutItem } from './checkout.repository.js'

/** Amounts are kept in whole cents; EPSILON keeps e.g. 1.005 from rounding down through binary noise. */
export const roundMoney = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100

/** One product line of an order document. */
export interface OrderLine {
  quantity: number
  id: number
  name: string
  price: number
  total: number
  bonus: number
}

export interface OrderTotals {
  itemTotal: number
  discount: number
  deliveryPrice: number
  totalPrice: number
  bonus: number
}

/** A stored price that is not a finite number (a product edited into nonsense) counts as free, never as NaN. */
const priceOf = (value: unknown): number => {
  const price = Number(value)
  return Number.isFinite(price) ? price : 0
}

/** Lines at the deluxe price for verified deluxe members; bonus = round(unit price / 10) per piece. */
export const priceLines = (items: CheckoutItem[], deluxe: boolean): OrderLine[] =>
  items.map((item) => {
    const price = priceOf(deluxe ? item.deluxePrice : item.price)
    return {
      quantity: item.quantity,
      id: item.productId,
      name: item.name,
      price,
      total: roundMoney(price * item.quantity),
      bonus: Math.round(price / 10) * item.quantity,
    }
  })

/** Total = items − percent of the items + delivery. */
export function orderTotals(lines: OrderLine[], percent: number, deliveryPrice: number): OrderTotals {
  const itemTotal = roundMoney(lines.reduce((sum, line) => sum + line.total, 0))
  const discount = roundMoney((itemTotal * percent) / 100)
  return {
    itemTotal,
    discount,
    deliveryPrice,
    totalPrice: roundMoney(itemTotal - discount + deliveryPrice),
    bonus: lines.reduce((sum, line) => sum + line.bonus, 0),
  }
}
