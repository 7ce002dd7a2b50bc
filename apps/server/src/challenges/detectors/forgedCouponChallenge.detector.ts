import { requestEvidence, type Detector } from './detector.js'

/** Forged Coupon: a checkout applied a stored coupon (valid this month) worth 80 % or more. */
export const forgedCouponChallenge: Detector = ({ events, engine }) => {
  events.subscribe('checkout.discountApplied', ({ basketId, discount, request }) => {
    if (discount.source === 'coupon' && discount.percent >= 80) {
      engine.solve('forgedCouponChallenge', {
        ...requestEvidence(`checked out basket ${basketId} with a ${discount.percent} % coupon`, request),
        details: { ...discount },
      })
    }
  })
}
