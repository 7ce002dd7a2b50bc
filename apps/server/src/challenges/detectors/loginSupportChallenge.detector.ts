import { submittedCredentials } from './login-checks.js'

/** Login Support Team: the password kept in the support team's KeePass file was submitted with their email. */
export const loginSupportChallenge = submittedCredentials(
  'loginSupportChallenge',
  (domain) => `support@${domain}`,
  'J6aVjTgOpRs@?5l!Zkq2AYnCE@RF$P',
  "logged in with the support team's password",
)
