/** Wallet top-up limits. */
export const WALLET_TOP_UP_MIN = 10
export const WALLET_TOP_UP_MAX = 1000

/** Required, 10 to 1000 (AMOUNT_LIMIT). */
export function validateTopUp(value: string): true | string {
  if (value.trim() === '') return 'MANDATORY_AMOUNT'
  const amount = Number(value)
  return (
    (Number.isFinite(amount) && amount >= WALLET_TOP_UP_MIN && amount <= WALLET_TOP_UP_MAX) || 'AMOUNT_LIMIT'
  )
}
