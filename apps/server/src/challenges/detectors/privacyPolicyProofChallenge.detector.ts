import { requestEvidence, type Detector } from './detector.js'

/** Privacy Policy Inspection: the path spelled by the privacy policy's highlighted phrases was requested. */
export const privacyPolicyProofChallenge: Detector = ({ events, engine }) => {
  events.subscribe('hiddenPage.visited', ({ page, request }) => {
    if (page === 'privacyPolicyProof') {
      engine.solve(
        'privacyPolicyProofChallenge',
        requestEvidence('followed the privacy policy hot spots', request),
      )
    }
  })
}
