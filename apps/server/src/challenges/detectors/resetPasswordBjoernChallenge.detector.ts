import { passwordResetDetector, shopEmail } from './password-reset.js'

/** Reset Bjoern's Password: his teenage postal code from before the German postal reform. */
export const resetPasswordBjoernChallenge = passwordResetDetector(
  'resetPasswordBjoernChallenge',
  (config) => ({
    email: shopEmail('bjoern', config),
    answer: 'West-2082',
  }),
)
