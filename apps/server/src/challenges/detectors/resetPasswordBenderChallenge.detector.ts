import { passwordResetDetector, shopEmail } from './password-reset.js'

/** Reset Bender's Password: his first employer, documented in Futurama fan resources. */
export const resetPasswordBenderChallenge = passwordResetDetector(
  'resetPasswordBenderChallenge',
  (config) => ({
    email: shopEmail('bender', config),
    answer: "Stop'n'Drop",
  }),
)
