import { challengeSolved, inputValue, pressNext, type Tutorial } from '../tutorial'

/** Exposed credentials: a test account's email and password sit in the login page's script. */
export const exposedCredentialsTutorial: Tutorial = {
  challengeKey: 'exposedCredentialsChallenge',
  challengeName: 'Exposed credentials',
  startPath: '/login',
  steps: [
    { text: 'HI_EXPOSED_CREDENTIALS_INTRO', until: pressNext() },
    { text: 'HI_EXPOSED_CREDENTIALS_DEVTOOLS', until: pressNext() },
    {
      text: 'HI_EXPOSED_CREDENTIALS_EMAIL',
      anchor: '#email',
      until: inputValue('#email', (value) => value.trim().toLowerCase().startsWith('testing@')),
    },
    {
      text: 'HI_EXPOSED_CREDENTIALS_PASSWORD',
      anchor: '#password',
      until: inputValue('#password', (value) => value !== ''),
    },
    { text: 'HI_EXPOSED_CREDENTIALS_SUBMIT', anchor: '#loginButton', until: challengeSolved() },
  ],
}
