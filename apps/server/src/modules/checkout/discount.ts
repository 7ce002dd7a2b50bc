import type { CheckoutDiscount } from '../../shop/events/checkout-events.js'
import { Refusal } from '../../platform/http/refusal.js'
import { campaignOf } from '../coupons/campaigns.js'
import { couponDiscount } from '../coupons/coupon.js'

// vuln-code-snippet start manipulateClockChallenge
// vuln-code-snippet hide-start manipulateClockChallenge
/**
 * The discount of a checkout: a coupon stored on the basket that is valid this month
 * wins; otherwise the campaign the client names in `couponData`. couponData that names no campaign day is refused
 * rather than silently charging the full price.
 */
// vuln-code-snippet hide-end manipulateClockChallenge
export function checkoutDiscount(
  storedCoupon: string | null,
  couponData: unknown,
  now: Date,
): CheckoutDiscount | undefined {
  const percent = storedCoupon === null ? undefined : couponDiscount(storedCoupon, now)
  if (storedCoupon !== null && percent !== undefined) return { source: 'coupon', code: storedCoupon, percent }
  if (couponData === undefined || couponData === null || couponData === '') return undefined
  const campaign = typeof couponData === 'string' ? campaignOf(couponData) : undefined // vuln-code-snippet neutral-line manipulateClockChallenge
  if (!campaign) throw new Refusal(400, { error: 'Invalid coupon.' })
  return { source: 'campaign', code: campaign.code, validOn: campaign.validOn, percent: campaign.percent }
}
// vuln-code-snippet end manipulateClockChallenge
