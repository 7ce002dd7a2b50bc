/** Stock labels of the product grid (low stock is 5 or fewer and above 0). */

export const LOW_STOCK_THRESHOLD = 5

export type StockLabel = { key: 'LABEL_ONLY_QUANTITY_LEFT'; quantity: number } | { key: 'LABEL_SOLD_OUT' }

/** "only N left" for 1-5, sold out for 0 or less, nothing otherwise (or when the stock is unknown). */
export function stockLabel(quantity: number | undefined): StockLabel | null {
  if (quantity === undefined) return null
  if (quantity <= 0) return { key: 'LABEL_SOLD_OUT' }
  if (quantity <= LOW_STOCK_THRESHOLD) return { key: 'LABEL_ONLY_QUANTITY_LEFT', quantity }
  return null
}

export interface QuantityRecord {
  ProductId: number
  quantity: number
}

/** Stock per product id from the `GET api/Quantitys/` list. */
export function stockByProduct(records: readonly QuantityRecord[]): Map<number, number> {
  return new Map(records.map((record) => [record.ProductId, record.quantity]))
}
