import { requestEvidence, type Detector } from './detector.js'

/** Expired Coupon: a checkout applied a campaign discount whose only valid day lies in the past. */
export const manipulateClockChallenge: Detector = ({ events, engine }) => {
  events.subscribe('checkout.discountApplied', ({ basketId, discount, request }) => {
    if (discount.source === 'campaign' && discount.validOn < Date.now()) {
      engine.solve('manipulateClockChallenge', {
        ...requestEvidence(`redeemed the expired campaign ${discount.code} on basket ${basketId}`, request),
        details: { ...discount },
      })
    }
  })
}
