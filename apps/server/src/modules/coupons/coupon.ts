// vuln-code-snippet start forgedCouponChallenge
import { z85Decode, z85Encode } from './z85.js'

const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
const couponText = /^(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(\d{2})-(\d{2})$/

// vuln-code-snippet hide-line forgedCouponChallenge
/** Coupons are exactly 10 characters: the Z85 text of 8 bytes. */
export const couponLength = 10

/** `MMMYY` of a date in the server's time zone, e.g. `NOV26`. */
export const couponMonth = (date: Date): string =>
  `${months[date.getMonth()] ?? ''}${String(date.getFullYear() % 100).padStart(2, '0')}`

// vuln-code-snippet hide-start forgedCouponChallenge
/**
 * The discount percent of a coupon valid in the month of `now`, or undefined. A coupon is nothing but the Z85
 * text of `MMMYY-DD`: neither signed nor random, so whoever recognises the encoding mints any discount.
 */
// vuln-code-snippet hide-end forgedCouponChallenge
export function couponDiscount(code: string, now: Date): number | undefined {
  if (code.length !== couponLength) return undefined
  const bytes = z85Decode(code) // vuln-code-snippet vuln-line forgedCouponChallenge
  const match = bytes && couponText.exec(Buffer.from(bytes).toString('latin1')) // vuln-code-snippet neutral-line forgedCouponChallenge
  if (!match || `${match[1]}${match[2]}` !== couponMonth(now)) return undefined
  return Number(match[3])
}

/** The coupon of `percent` (0-99) for the month of `date`, as the shop's social media team hands them out. */
export function encodeCoupon(percent: number, date: Date): string {
  const text = `${couponMonth(date)}-${String(percent).padStart(2, '0')}`
  return z85Encode(Buffer.from(text, 'latin1')) ?? '' // vuln-code-snippet neutral-line forgedCouponChallenge
}
// vuln-code-snippet end forgedCouponChallenge
