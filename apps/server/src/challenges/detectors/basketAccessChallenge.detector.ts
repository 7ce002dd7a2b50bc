import { requestEvidence, type Detector } from './detector.js'

/** Texts a client sends when it has no basket id; they never count as looking at another basket. */
const placeholders = ['undefined', 'null', 'NaN']

/** View Basket: a logged-in user with a basket of their own requested another, numeric basket id. */
export const basketAccessChallenge: Detector = ({ events, engine }) => {
  events.subscribe('basket.viewed', ({ requestedId, sessionBid, request }) => {
    if (placeholders.includes(requestedId) || sessionBid === undefined) return
    const requested = Number.parseInt(requestedId, 10)
    if (Number.isNaN(requested) || requested === sessionBid) return
    engine.solve('basketAccessChallenge', {
      ...requestEvidence(`viewed basket ${requested} while owning basket ${sessionBid}`, request),
      details: { requestedId, sessionBid },
    })
  })
}
