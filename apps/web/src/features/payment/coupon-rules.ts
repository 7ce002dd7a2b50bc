import { campaigns, type Campaign } from './payment-facts'

export const COUPON_LENGTH = 10
const MINUTE_MS = 60_000

/** The coupon field: required, exactly 10 characters. */
export function validateCoupon(code: string): true | string {
  if (code === '') return 'MANDATORY_COUPON'
  return code.length === COUPON_LENGTH || 'COUPON_CODE_HINT'
}

/**
 * The client's campaign date: today's local midnight minus (timezone offset + 60) minutes, i.e. midnight of the
 * local calendar day at UTC+01:00 (the reference's rule). Read from the browser clock, hence Expired Coupon.
 */
export function clientCampaignDate(now: Date = new Date()): number {
  const midnight = new Date(now.getTime())
  midnight.setHours(0, 0, 0, 0)
  return midnight.getTime() - (midnight.getTimezoneOffset() + 60) * MINUTE_MS
}

export function campaignOf(code: string): Campaign | undefined {
  return Object.hasOwn(campaigns, code) ? campaigns[code] : undefined
}

export type CampaignCheck =
  { kind: 'none' } | { kind: 'valid'; discount: number; details: string } | { kind: 'expired' }

/** A campaign code counts only on its own day; `details` is what checkout later sends as couponData. */
export function checkCampaign(code: string, clientDate: number): CampaignCheck {
  const campaign = campaignOf(code)
  if (!campaign) return { kind: 'none' }
  if (clientDate !== campaign.validOn) return { kind: 'expired' }
  return { kind: 'valid', discount: campaign.discount, details: `${code}-${clientDate}` }
}
