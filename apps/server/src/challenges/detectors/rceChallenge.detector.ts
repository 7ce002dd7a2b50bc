import { requestEvidence, type Detector } from './detector.js'

/** Blocked RCE DoS: the iteration guard stopped B2B order lines (an endless loop). */
export const rceChallenge: Detector = ({ events, engine }) => {
  events.subscribe('b2b.orderLinesEvaluated', ({ outcome, request }) => {
    if (outcome === 'iterationLimit') {
      engine.solve('rceChallenge', requestEvidence('B2B order lines hit the loop guard', request))
    }
  })
}
