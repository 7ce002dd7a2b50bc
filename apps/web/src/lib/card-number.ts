/** How saved cards are shown (payment options, order summary). */

export function lastFourDigits(cardNum: string | number): string {
  return String(cardNum).slice(-4)
}

/** Twelve asterisks and the last four digits, whatever the server sent. */
export function maskCardNumber(cardNum: string | number): string {
  return `************${lastFourDigits(cardNum)}`
}
