import { requestEvidence, type Detector } from './detector.js'

/**
 * SSTi, in two steps: a `#{…}` username was evaluated on GET /profile since start (the flag), then the key
 * confirmation arrives (normally from the juicy malware the payload started). Checked before SSRF.
 */
export const sstiChallenge: Detector = ({ events, engine }) => {
  let templateEvaluated = false
  events.subscribe('profile.templateEvaluated', () => {
    templateEvaluated = true
  })
  events.subscribe('serverSide.confirmationRequested', ({ confirm, confirmed, request }) => {
    if (!templateEvaluated || confirmed() || engine.isSolved('sstiChallenge')) return
    if (
      engine.solve(
        'sstiChallenge',
        requestEvidence('server-side code called home after a template injection', request),
      )
    ) {
      confirm()
    }
  })
}
