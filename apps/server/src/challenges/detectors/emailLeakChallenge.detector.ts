import { requestEvidence, type Detector } from './detector.js'

/** Email Leak: whoami was asked for JSONP (a `callback` query parameter, any value). */
export const emailLeakChallenge: Detector = ({ events, engine }) => {
  events.subscribe('user.whoamiAnswered', ({ callbackRequested, request }) => {
    if (callbackRequested) {
      engine.solve('emailLeakChallenge', requestEvidence('requested the user data as JSONP', request))
    }
  })
}
