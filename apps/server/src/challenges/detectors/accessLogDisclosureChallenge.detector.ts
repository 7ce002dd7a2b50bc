import { requestEvidence, type Detector } from './detector.js'

/** Access Log: a request below /support/logs names an access log (checked before any file is served). */
export const accessLogDisclosureChallenge: Detector = ({ events, engine }) => {
  events.subscribe('supportLogs.requested', ({ url, request }) => {
    if (url.includes('access.log')) {
      engine.solve('accessLogDisclosureChallenge', requestEvidence('requested an access log', request))
    }
  })
}
