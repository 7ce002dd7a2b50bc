import type { BasketProduct } from '../../lib/api-types'
import { effectivePrice } from '../../lib/price'

export interface BasketLine {
  itemId: number
  name: string
  price: number
  quantity: number
}

/** The basket's items as priced lines: the deluxe role pays the deluxe price. */
export function basketLines(
  products: (BasketProduct & { deluxePrice?: number | null })[] | undefined,
  role: string | undefined,
): BasketLine[] {
  return (products ?? []).flatMap((product) =>
    product.BasketItem
      ? [
          {
            itemId: product.BasketItem.id,
            name: product.name,
            price: effectivePrice(product, role),
            quantity: product.BasketItem.quantity,
          },
        ]
      : [],
  )
}
