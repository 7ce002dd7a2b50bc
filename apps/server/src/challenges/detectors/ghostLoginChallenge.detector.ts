import { loggedInAs } from './login-checks.js'

/** GDPR Data Erasure: a login issued a token for the soft-deleted Chris Pike (id 14). */
export const ghostLoginChallenge = loggedInAs(
  'ghostLoginChallenge',
  14,
  'logged in as the erased user Chris Pike',
)
