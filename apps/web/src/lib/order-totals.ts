/** Money rules of the basket, the payment and the order summary. */

/** Rounds to cents the way the server does, so the summary shows what checkout charges. */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100
}

/** Discount amount: percent of the item total, rounded to cents. */
export function discountAmount(itemTotal: number, percent: number): number {
  return roundMoney((itemTotal * percent) / 100)
}

/** Total price = item total + delivery price - (discount percent of item total). */
export function orderTotal(itemTotal: number, deliveryPrice: number, discountPercent: number): number {
  return roundMoney(itemTotal - discountAmount(itemTotal, discountPercent) + deliveryPrice)
}

/** Bonus points of one line: price / 10, rounded, times quantity. */
export function bonusPoints(price: number, quantity: number): number {
  return Math.round(price / 10) * quantity
}

export interface PricedLine {
  price: number
  quantity: number
}

export function itemTotalOf(lines: PricedLine[]): number {
  return roundMoney(lines.reduce((sum, line) => sum + line.price * line.quantity, 0))
}

export function bonusOf(lines: PricedLine[]): number {
  return lines.reduce((sum, line) => sum + bonusPoints(line.price, line.quantity), 0)
}
