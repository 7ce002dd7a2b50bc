import { passwordResetDetector } from './password-reset.js'

/** Bjoern's Favorite Pet: the cat's name from his public talks; his OWASP address keeps its own domain. */
export const resetPasswordBjoernOwaspChallenge = passwordResetDetector(
  'resetPasswordBjoernOwaspChallenge',
  () => ({
    email: 'bjoern@owasp.org',
    answer: 'Zaya',
  }),
)
