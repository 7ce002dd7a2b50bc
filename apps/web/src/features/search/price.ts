/** Prices show two decimals with the currency sign after the amount, e.g. `1.99¤`. */
export function formatPrice(amount: number): string {
  return `${amount.toFixed(2)}¤`
}
