import { requestEvidence, type Detector } from './detector.js'

/** Error Handling: an error reached the error page while the status was unset (200) or above 401. */
export const errorHandlingChallenge: Detector = ({ events, engine }) => {
  events.subscribe('http.errored', ({ request, error, statusBefore }) => {
    if (statusBefore === 200 || statusBefore > 401) {
      engine.solve(
        'errorHandlingChallenge',
        requestEvidence(`provoked "${error.name}: ${error.message}"`, request),
      )
    }
  })
}
