import type { Envelope } from '@juicy/contracts'
import { apiRequest } from '../../lib/api-client'
import type { Basket } from '../../lib/api-types'

/** What adding a product does: a new item, or one more of an item already in the basket (product spec §4). */
export type BasketAction = { kind: 'create' } | { kind: 'increase'; itemId: number }

export function basketAction(basket: Basket | null | undefined, productId: number): BasketAction {
  const present = (basket?.Products ?? []).find((product) => product.id === productId)
  const itemId = present?.BasketItem?.id
  return itemId === undefined ? { kind: 'create' } : { kind: 'increase', itemId }
}

interface BasketItemRecord {
  id: number
  quantity: number
}

/** The confirmation key shown after adding. */
export type AddedKind = 'BASKET_ADD_PRODUCT' | 'BASKET_ADD_SAME_PRODUCT'

/**
 * Adds one of a product to basket `bid`: read the basket; when the product is in it, read its item and put the
 * quantity up by one, else post a new item with quantity 1. Server refusals surface as `ApiError`.
 */
export async function addToBasket(productId: number, bid: string): Promise<AddedKind> {
  const basket = await apiRequest<Envelope<Basket | null>>(`rest/basket/${encodeURIComponent(bid)}`)
  const action = basketAction(basket.data, productId)
  if (action.kind === 'increase') {
    const item = await apiRequest<Envelope<BasketItemRecord>>(`api/BasketItems/${action.itemId}`)
    await apiRequest(`api/BasketItems/${action.itemId}`, {
      method: 'PUT',
      body: { quantity: item.data.quantity + 1 },
    })
    return 'BASKET_ADD_SAME_PRODUCT'
  }
  await apiRequest('api/BasketItems/', {
    method: 'POST',
    body: { ProductId: productId, BasketId: bid, quantity: 1 },
  })
  return 'BASKET_ADD_PRODUCT'
}
