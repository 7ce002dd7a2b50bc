import { submittedCredentials } from './login-checks.js'

/** Login Amy: Amy's padded password was submitted with her email. */
export const loginAmyChallenge = submittedCredentials(
  'loginAmyChallenge',
  (domain) => `amy@${domain}`,
  'K1f.....................',
  "logged in with Amy's padded password",
)
