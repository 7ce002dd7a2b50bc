import type { SessionEntry } from '../../platform/auth/session-list.js'
import type { Translate } from '../../platform/i18n/server-translations.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { translateProduct } from '../catalogue/product-translation.js'
import { basketById, basketContents } from './basket.repository.js'

/** A basket row joined with its item, as `Products[]` of GET /rest/basket/:id. */
const presentProduct = (row: Record<string, unknown>) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  deluxePrice: row.deluxePrice,
  image: row.image,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  deletedAt: row.deletedAt,
  BasketItem: {
    ProductId: row.itemProductId,
    BasketId: row.itemBasketId,
    id: row.itemId,
    quantity: row.itemQuantity,
    createdAt: row.itemCreatedAt,
    updatedAt: row.itemUpdatedAt,
  },
})

// vuln-code-snippet start basketAccessChallenge
/**
 * The basket of the requested id with its products (soft-deleted ones included, names and descriptions in the
 * caller's language), or null when there is none.
 */
export function viewBasket(
  shop: Shop,
  requestedId: string,
  session: SessionEntry | undefined,
  request: RequestFacts,
  t: Translate,
): Record<string, unknown> | null {
  shop.events.publish('basket.viewed', { requestedId, sessionBid: session?.bid, request })
  // vuln-code-snippet hide-line basketAccessChallenge
  // The id comes from the client (its session storage) and is never compared with the caller's own basket.
  const basket = basketById(shop.db, requestedId) // vuln-code-snippet vuln-line basketAccessChallenge
  if (!basket) return null
  const products = basketContents(shop.db, basket.id).map((row) => translateProduct(presentProduct(row), t))
  return { ...basket, Products: products }
}
// vuln-code-snippet end basketAccessChallenge
