import { requestEvidence, type Detector } from './detector.js'

/** Premium Paywall: the decrypted premium path was requested. */
export const premiumPaywallChallenge: Detector = ({ events, engine }) => {
  events.subscribe('hiddenPage.visited', ({ page, request }) => {
    if (page === 'premiumPaywall') {
      engine.solve('premiumPaywallChallenge', requestEvidence('unlocked the premium content', request))
    }
  })
}
