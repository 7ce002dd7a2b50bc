import { requestEvidence, type Detector } from './detector.js'

export const headerXssPayload = '<iframe src="javascript:alert(`xss`)">'

/** HTTP-Header XSS: a logged-in user's last login IP was saved from a True-Client-IP header equal to the payload. */
export const httpHeaderXssChallenge: Detector = ({ events, engine }) => {
  events.subscribe('user.loginIpSaved', ({ trueClientIp, request }) => {
    if (trueClientIp === headerXssPayload) {
      engine.solve(
        'httpHeaderXssChallenge',
        requestEvidence('stored an XSS payload as last login IP', request),
      )
    }
  })
}
