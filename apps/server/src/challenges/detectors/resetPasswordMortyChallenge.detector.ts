import { passwordResetDetector, shopEmail } from './password-reset.js'

/** Reset Morty's Password: a leetspeak pet name, brute-forced past the rate limit. */
export const resetPasswordMortyChallenge = passwordResetDetector('resetPasswordMortyChallenge', (config) => ({
  email: shopEmail('morty', config),
  answer: '5N0wb41L',
}))
