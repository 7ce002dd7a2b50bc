import { requestEvidence, type Detector } from './detector.js'

/** NoSQL Exfiltration: one order tracking answered more than one order. */
export const noSqlOrdersChallenge: Detector = ({ events, engine }) => {
  events.subscribe('order.tracked', ({ orderId, matches, request }) => {
    if (matches > 1) {
      engine.solve('noSqlOrdersChallenge', {
        ...requestEvidence(`tracked ${matches} orders at once`, request),
        details: { orderId, matches },
      })
    }
  })
}
