/** Pure rules of the checkout and order screens (product spec §4, §9). */

export const SHARE_TEXT_LIMIT = 140

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

/** The share text never exceeds 140 characters; a cut text ends in an ellipsis. */
export function cutShareText(text: string, limit = SHARE_TEXT_LIMIT): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 3)}...`
}

export type OrderStage = 'NEW' | 'PACKING' | 'TRANSIT' | 'DELIVERED'
export const ORDER_STAGES: OrderStage[] = ['NEW', 'PACKING', 'TRANSIT', 'DELIVERED']

/** Delivered wins; a fresh order view shows New; otherwise eta above 2 days is Packing, else Transit. */
export function orderStage(
  order: { delivered?: boolean; eta?: string | number | null },
  isNew: boolean,
): OrderStage {
  if (order.delivered === true) return 'DELIVERED'
  if (isNew) return 'NEW'
  return Number(order.eta) > 2 ? 'PACKING' : 'TRANSIT'
}

/** Expected delivery in days, '?' when the order carries none. */
export function etaText(eta: string | number | null | undefined): string {
  return eta === undefined || eta === null || eta === '' ? '?' : String(eta)
}
