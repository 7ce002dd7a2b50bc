import { submittedCredentials } from './login-checks.js'

/** Login Bjoern: the social-login account's derived password (Base64 of the reversed email) was submitted. */
export const oauthUserPasswordChallenge = submittedCredentials(
  'oauthUserPasswordChallenge',
  () => 'bjoern.kimminich@gmail.com',
  'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=',
  "logged in with the Google account's derived password",
)
