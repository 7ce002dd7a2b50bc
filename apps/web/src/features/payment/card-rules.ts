/** Card rules. */

export const CARD_NUMBER_LENGTH = 16
export const CARD_NUMBER_MIN = 1e15
export const CARD_NUMBER_MAX = 1e16
export const FIRST_EXPIRY_YEAR = 2080
export const EXPIRY_YEAR_COUNT = 20

export const expiryMonths: number[] = Array.from({ length: 12 }, (_, index) => index + 1)
export const expiryYears: number[] = Array.from(
  { length: EXPIRY_YEAR_COUNT },
  (_, index) => FIRST_EXPIRY_YEAR + index,
)

export function validateCardName(name: string): true | string {
  return name.trim() !== '' || 'MANDATORY_NAME'
}

export function validateCardNumber(value: string): true | string {
  if (value === '') return 'MANDATORY_CARD_NUMBER'
  if (!/^\d+$/.test(value)) return 'VALID_CARD_NUMBER'
  const number = Number(value)
  return (number >= CARD_NUMBER_MIN && number <= CARD_NUMBER_MAX) || 'VALID_CARD_NUMBER'
}
