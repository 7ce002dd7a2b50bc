import { submittedCredentials } from './login-checks.js'

/** Exposed credentials: the test account's credentials found in the login page's script were submitted. */
export const exposedCredentialsChallenge = submittedCredentials(
  'exposedCredentialsChallenge',
  (domain) => `testing@${domain}`,
  'IamUsedForTesting',
  'logged in with the test credentials from the client code',
)
