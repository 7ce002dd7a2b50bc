/**
 * How client-sent basket ids compare with the session's basket id (`bid`): like the reference, with JavaScript's
 * loose `==` (`"2" == 2`); missing values equal nothing.
 */
export function looselyEqualsBid(value: unknown, bid: number | undefined): boolean {
  if (bid === undefined || value === undefined || value === null) return false
  return Number(typeof value === 'object' ? String(value) : value) === bid
}

/** A basket id counts as sent unless it is missing, empty or the text `undefined` (what a broken client sends). */
export const isSentBasketId = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && value !== 'undefined'
