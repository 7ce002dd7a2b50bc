import { xssAttack } from './catalogue-checks.js'
import { requestEvidence, type Detector } from './detector.js'

/** Reflected XSS: order tracking echoed an id containing the XSS attack string. */
export const reflectedXssChallenge: Detector = ({ events, engine }) => {
  events.subscribe('order.tracked', ({ orderId, request }) => {
    if (orderId.includes(xssAttack)) {
      engine.solve('reflectedXssChallenge', {
        ...requestEvidence('had order tracking echo the XSS attack string', request),
        details: { orderId },
      })
    }
  })
}
