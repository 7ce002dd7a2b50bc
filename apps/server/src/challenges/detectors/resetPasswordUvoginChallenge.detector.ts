import { passwordResetDetector, shopEmail } from './password-reset.js'

/** Reset Uvogin's Password: his favourite movie, found by following his aliases. */
export const resetPasswordUvoginChallenge = passwordResetDetector(
  'resetPasswordUvoginChallenge',
  (config) => ({
    email: shopEmail('uvogin', config),
    answer: 'Silence of the Lambs',
  }),
)
