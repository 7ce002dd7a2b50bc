import { requestEvidence, type Detector } from './detector.js'

/** Admin Registration: a registration asked for the admin role (judged before the record is created). */
export const registerAdminChallenge: Detector = ({ events, engine }) => {
  events.subscribe('user.registrationPrepared', ({ body, request }) => {
    if (body.role === 'admin') {
      engine.solve('registerAdminChallenge', requestEvidence('registered with role admin', request))
    }
  })
}
