import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import type { Basket } from '../../lib/api-types'
import { queryKeys } from '../../lib/query-keys'
import { basketAction } from './basket-action'

/** The basket and its items. */

const fetchBasket = async (bid: string): Promise<Basket | null> =>
  (await apiRequest<Envelope<Basket | null>>(`rest/basket/${encodeURIComponent(bid)}`)).data

/** The basket the basket page edits; the query sits below the shell's, so invalidating the basket refreshes both. */
export function useBasket(bid: string | null) {
  return useQuery({
    queryKey: queryKeys.basket.lines(bid),
    queryFn: () => fetchBasket(bid ?? ''),
    enabled: bid !== null,
  })
}

/** The read-only copy of the basket the order summary shows. */
export function useBasketSummary(bid: string) {
  return useQuery({
    queryKey: queryKeys.basket.summary(bid),
    queryFn: () => fetchBasket(bid),
    enabled: bid !== '',
  })
}

interface BasketItemRecord {
  id: number
  quantity: number
}

export function setItemQuantity(itemId: number, quantity: number): Promise<unknown> {
  return apiRequest(`api/BasketItems/${itemId}`, { method: 'PUT', body: { quantity } })
}

export function removeItem(itemId: number): Promise<unknown> {
  return apiRequest(`api/BasketItems/${itemId}`, { method: 'DELETE' })
}

/** The confirmation key shown after adding. */
export type AddedKind = 'BASKET_ADD_PRODUCT' | 'BASKET_ADD_SAME_PRODUCT'

/**
 * Adds one of a product to basket `bid`: read the basket; when the product is in it, read its item and put the
 * quantity up by one, else post a new item with quantity 1. Server refusals surface as `ApiError`.
 */
export async function addToBasket(productId: number, bid: string): Promise<AddedKind> {
  const action = basketAction(await fetchBasket(bid), productId)
  if (action.kind === 'increase') {
    const item = await apiRequest<Envelope<BasketItemRecord>>(`api/BasketItems/${action.itemId}`)
    await setItemQuantity(action.itemId, item.data.quantity + 1)
    return 'BASKET_ADD_SAME_PRODUCT'
  }
  await apiRequest('api/BasketItems/', {
    method: 'POST',
    body: { ProductId: productId, BasketId: bid, quantity: 1 },
  })
  return 'BASKET_ADD_PRODUCT'
}
