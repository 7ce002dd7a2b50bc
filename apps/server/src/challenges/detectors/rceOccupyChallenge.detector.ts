import { requestEvidence, type Detector } from './detector.js'

/** Successful RCE DoS: B2B order lines ran into the 2 s watchdog without tripping the loop guard. */
export const rceOccupyChallenge: Detector = ({ events, engine }) => {
  events.subscribe('b2b.orderLinesEvaluated', ({ outcome, request }) => {
    if (outcome === 'timeout') {
      engine.solve('rceOccupyChallenge', requestEvidence('B2B order lines ran into the watchdog', request))
    }
  })
}
