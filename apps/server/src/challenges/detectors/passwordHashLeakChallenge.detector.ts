import { requestEvidence, type Detector } from './detector.js'

/** Password Hash Leak: whoami answered a non-empty password member. */
export const passwordHashLeakChallenge: Detector = ({ events, engine }) => {
  events.subscribe('user.whoamiAnswered', ({ user, request }) => {
    if (typeof user.password === 'string' && user.password !== '') {
      engine.solve(
        'passwordHashLeakChallenge',
        requestEvidence('made whoami answer a password hash', request),
      )
    }
  })
}
