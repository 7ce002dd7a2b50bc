import { submittedCredentials } from './login-checks.js'

/** Password Strength: the administrator's guessable password was submitted with his email. */
export const weakPasswordChallenge = submittedCredentials(
  'weakPasswordChallenge',
  (domain) => `admin@${domain}`,
  'admin123',
  "logged in with the administrator's weak password",
)
