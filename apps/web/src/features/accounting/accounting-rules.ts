export const ACCOUNTING_PAGE_SIZE = 10
export const ACCOUNTING_PAGE_SIZES = [10, 20, 30]

/** Negative prices and quantities are sent as 0. */
export function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0
}
