import { requestEvidence, type Detector } from './detector.js'

/** Payback Time: a checkout computed a negative order total. */
export const negativeOrderChallenge: Detector = ({ events, engine }) => {
  events.subscribe('checkout.totalComputed', ({ basketId, totalPrice, request }) => {
    if (totalPrice < 0) {
      engine.solve('negativeOrderChallenge', {
        ...requestEvidence(`checked out basket ${basketId} with a total of ${totalPrice}`, request),
        details: { basketId, totalPrice },
      })
    }
  })
}
