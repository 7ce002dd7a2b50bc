import { requestEvidence, type Detector } from './detector.js'

/** Security Policy: security.txt was read. */
export const securityPolicyChallenge: Detector = ({ events, engine }) => {
  events.subscribe('securityTxt.served', ({ request }) => {
    engine.solve('securityPolicyChallenge', requestEvidence('read security.txt', request))
  })
}
