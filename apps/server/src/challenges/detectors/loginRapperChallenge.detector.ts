import { submittedCredentials } from './login-checks.js'

/** Login MC SafeSearch: the rapper's password from his music video was submitted with his email. */
export const loginRapperChallenge = submittedCredentials(
  'loginRapperChallenge',
  (domain) => `mc.safesearch@${domain}`,
  'Mr. N00dles',
  "logged in with MC SafeSearch's password",
)
