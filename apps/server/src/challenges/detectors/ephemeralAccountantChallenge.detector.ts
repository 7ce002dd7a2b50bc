import { requestEvidence, type Detector } from './detector.js'

/**
 * Ephemeral Accountant: a login issued a token for a row with the accountant address and role accounting while no
 * such user is stored, i.e. a row made up by a UNION injection.
 */
export const ephemeralAccountantChallenge: Detector = ({ events, engine, config }) => {
  const email = `acc0unt4nt@${config.application.domain}`
  events.subscribe('user.loginCompleted', ({ user, emailRegistered, request }) => {
    if (user.email === email && user.role === 'accounting' && !emailRegistered) {
      engine.solve(
        'ephemeralAccountantChallenge',
        requestEvidence('logged in as an accountant who exists nowhere', request),
      )
    }
  })
}
