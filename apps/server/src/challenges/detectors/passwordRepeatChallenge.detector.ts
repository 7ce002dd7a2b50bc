import { requestEvidence, type Detector } from './detector.js'

/** Repetitive Registration: after trimming, passwordRepeat differed from password (a missing one counts). */
export const passwordRepeatChallenge: Detector = ({ events, engine }) => {
  events.subscribe('user.registrationPrepared', ({ body, request }) => {
    if (body.passwordRepeat !== body.password) {
      engine.solve(
        'passwordRepeatChallenge',
        requestEvidence('registered without a matching password repetition', request),
      )
    }
  })
}
