import type { Basket } from '../../lib/api-types'

/** What adding a product does: a new item, or one more of an item already in the basket. */
export type BasketAction = { kind: 'create' } | { kind: 'increase'; itemId: number }

export function basketAction(basket: Basket | null | undefined, productId: number): BasketAction {
  const present = (basket?.Products ?? []).find((product) => product.id === productId)
  const itemId = present?.BasketItem?.id
  return itemId === undefined ? { kind: 'create' } : { kind: 'increase', itemId }
}
