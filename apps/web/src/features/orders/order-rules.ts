/** Pure rules of the order screens. */

export const SHARE_TEXT_LIMIT = 140

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
