import { hashPassword } from '../../platform/auth/hashing.js'
import { requestEvidence, type Detector } from './detector.js'

const benderId = 3
const targetHash = hashPassword('slurmCl4ssic')

/** Change Bender's Password: user 3 now has `slurmCl4ssic`, set without supplying the current password. */
export const changePasswordBenderChallenge: Detector = ({ events, engine }) => {
  events.subscribe('user.passwordChanged', ({ userId, currentSupplied, newPasswordHash, request }) => {
    if (userId === benderId && !currentSupplied && newPasswordHash === targetHash) {
      engine.solve(
        'changePasswordBenderChallenge',
        requestEvidence("changed Bender's password without the current one", request),
      )
    }
  })
}
