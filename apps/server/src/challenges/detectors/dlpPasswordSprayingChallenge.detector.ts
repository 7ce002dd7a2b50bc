import { submittedCredentials } from './login-checks.js'

/** Leaked Access Logs: the password from the pasted access log was sprayed onto the right account. */
export const dlpPasswordSprayingChallenge = submittedCredentials(
  'dlpPasswordSprayingChallenge',
  (domain) => `J12934@${domain}`,
  '0Y8rMnww$*9VFYE§59-!Fg1L6t&6lB',
  'logged in with the password leaked in an access log',
)
