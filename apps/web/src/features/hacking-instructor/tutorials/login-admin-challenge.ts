import { challengeSolved, elementAppears, inputValue, pressNext, type Tutorial } from '../tutorial'

/** Login Admin: the email is pasted into SQL, so a quote, a tautology and a comment log in as admin. */
export const loginAdminTutorial: Tutorial = {
  challengeKey: 'loginAdminChallenge',
  challengeName: 'Login Admin',
  startPath: '/login',
  steps: [
    { text: 'HI_LOGIN_ADMIN_INTRO', anchor: '#email', until: pressNext() },
    {
      text: 'HI_LOGIN_ADMIN_QUOTE',
      anchor: '#email',
      until: inputValue('#email', (value) => value.includes("'")),
    },
    {
      text: 'HI_LOGIN_ADMIN_PASSWORD',
      anchor: '#password',
      until: inputValue('#password', (value) => value !== ''),
    },
    {
      text: 'HI_LOGIN_ADMIN_SUBMIT_QUOTE',
      anchor: '#loginButton',
      until: elementAppears('[data-testid="login-error"]'),
    },
    { text: 'HI_LOGIN_ADMIN_ERROR', anchor: '[data-testid="login-error"]', until: pressNext() },
    {
      text: 'HI_LOGIN_ADMIN_TAUTOLOGY',
      anchor: '#email',
      until: inputValue('#email', (value) => /'\s*or\s+(?:true|1\s*=\s*1|'[^']*'\s*=\s*')/i.test(value)),
    },
    {
      text: 'HI_LOGIN_ADMIN_COMMENT',
      anchor: '#email',
      until: inputValue('#email', (value) => /--\s*$/.test(value)),
    },
    { text: 'HI_LOGIN_ADMIN_SUBMIT', anchor: '#loginButton', until: challengeSolved() },
  ],
}
