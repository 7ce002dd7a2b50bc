import { requestEvidence, type Detector } from './detector.js'

/** Deluxe Fraud: a customer with a verifying token became deluxe without paying by wallet or card. */
export const freeDeluxeChallenge: Detector = ({ events, engine }) => {
  events.subscribe('deluxe.upgraded', ({ userId, previousRole, paymentMode, tokenVerified, request }) => {
    if (previousRole !== 'customer' || !tokenVerified) return
    if (paymentMode === 'wallet' || paymentMode === 'card') return
    engine.solve('freeDeluxeChallenge', {
      ...requestEvidence(
        `user ${userId} became deluxe with payment mode ${JSON.stringify(paymentMode)}`,
        request,
      ),
      details: { userId, paymentMode: paymentMode ?? null },
    })
  })
}
