import { requestEvidence, type Detector } from './detector.js'

/** Empty User Registration: after trimming, email and password were both empty (whether or not it was accepted). */
export const emptyUserRegistration: Detector = ({ events, engine }) => {
  events.subscribe('user.registrationPrepared', ({ body, request }) => {
    if (body.email === '' && body.password === '') {
      engine.solve(
        'emptyUserRegistration',
        requestEvidence('registered with empty email and password', request),
      )
    }
  })
}
