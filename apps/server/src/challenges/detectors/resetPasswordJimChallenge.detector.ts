import { passwordResetDetector, shopEmail } from './password-reset.js'

/** Reset Jim's Password: his brother's middle name, as any Star Trek reference knows. */
export const resetPasswordJimChallenge = passwordResetDetector('resetPasswordJimChallenge', (config) => ({
  email: shopEmail('jim', config),
  answer: 'Samuel',
}))
