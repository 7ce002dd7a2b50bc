import { xssAttack } from './catalogue-checks.js'
import { requestEvidence, type Detector } from './detector.js'

/** Client-side XSS Protection: a user's email was stored carrying the attack string. */
export const persistedXssUserChallenge: Detector = ({ events, engine }) => {
  events.subscribe('user.emailStored', ({ email, request }) => {
    if (email.includes(xssAttack)) {
      engine.solve('persistedXssUserChallenge', requestEvidence('stored an XSS payload as an email', request))
    }
  })
}
