import { requestEvidence, type Detector } from './detector.js'

const injectedScriptSource = /;\s*script-src.*'unsafe-inline'/

/** CSP Bypass: the profile shows the alert script while the image URL injected an 'unsafe-inline' script-src. */
export const usernameXssChallenge: Detector = ({ events, engine }) => {
  events.subscribe('profile.rendered', ({ username, profileImage, request }) => {
    if (username.includes('<script>alert(`xss`)</script>') && injectedScriptSource.test(profileImage)) {
      engine.solve('usernameXssChallenge', requestEvidence('profile page with a bypassed CSP', request))
    }
  })
}
