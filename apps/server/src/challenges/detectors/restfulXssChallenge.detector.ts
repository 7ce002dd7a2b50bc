import { xssAttack } from './catalogue-checks.js'
import { requestEvidence, type Detector } from './detector.js'

/** API-only XSS: a product description containing the XSS attack string was stored. */
export const restfulXssChallenge: Detector = ({ events, engine }) => {
  events.subscribe('product.descriptionWritten', ({ productId, description, request }) => {
    if (typeof description === 'string' && description.includes(xssAttack)) {
      engine.solve('restfulXssChallenge', {
        ...requestEvidence('stored an XSS payload in a product description', request),
        details: { productId },
      })
    }
  })
}
