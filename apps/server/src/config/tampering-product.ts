import type { ShopConfig } from './schema.js'

/** Id of the product configured for Product Tampering (id = position in the configured list), if any. */
export function tamperingProductId(config: ShopConfig): number | undefined {
  const index = config.products.findIndex((product) => product.urlForProductTamperingChallenge !== undefined)
  return index === -1 ? undefined : index + 1
}
