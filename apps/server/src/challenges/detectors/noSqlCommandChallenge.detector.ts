import { isPlainNumber } from './catalogue-checks.js'
import { requestEvidence, type Detector } from './detector.js'

/**
 * NoSQL DoS: the JavaScript review selection took more than 2 s. A plain numeric id cannot take that long by
 * itself, so a slow lookup of one (e.g. on a flooded server) does not count: only injected code does.
 */
export const noSqlCommandChallenge: Detector = ({ events, engine }) => {
  events.subscribe('review.lookupTimed', ({ productId, durationMs, request }) => {
    if (durationMs > 2000 && !isPlainNumber(productId)) {
      engine.solve('noSqlCommandChallenge', {
        ...requestEvidence(`kept the review lookup busy for ${Math.round(durationMs)} ms`, request),
        details: { productId, durationMs },
      })
    }
  })
}
