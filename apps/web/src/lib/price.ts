/** Prices show two decimals with the currency sign after the amount, e.g. `1.99¤`. */
export function formatPrice(amount: number): string {
  return `${amount.toFixed(2)}¤`
}

interface Priced {
  price: number
  deluxePrice?: number | null
}

/** The deluxe role pays the deluxe price where a product has one. */
export function effectivePrice(product: Priced, role: string | undefined): number {
  return role === 'deluxe' && typeof product.deluxePrice === 'number' ? product.deluxePrice : product.price
}
