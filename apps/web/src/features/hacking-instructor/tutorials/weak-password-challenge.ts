import { challengeSolved, inputValue, pressNext, type Tutorial } from '../tutorial'

const password = (expected: string) => inputValue('#password', (value) => value === expected)

/** Password Strength: the administrator's password is among the most common ones; guess it warmly. */
export const weakPasswordTutorial: Tutorial = {
  challengeKey: 'weakPasswordChallenge',
  challengeName: 'Password Strength',
  startPath: '/login',
  steps: [
    { text: 'HI_PASSWORD_STRENGTH_INTRO', until: pressNext() },
    {
      text: 'HI_PASSWORD_STRENGTH_EMAIL',
      anchor: '#email',
      until: inputValue('#email', (value) => value.trim().toLowerCase() === 'admin@juice-sh.op'),
    },
    { text: 'HI_PASSWORD_STRENGTH_GUESS', anchor: '#password', until: password('admin') },
    { text: 'HI_PASSWORD_STRENGTH_WARM', anchor: '#password', until: password('admin1') },
    { text: 'HI_PASSWORD_STRENGTH_WARMER', anchor: '#password', until: password('admin12') },
    { text: 'HI_PASSWORD_STRENGTH_HOT', anchor: '#password', until: password('admin123') },
    { text: 'HI_PASSWORD_STRENGTH_SUBMIT', anchor: '#loginButton', until: challengeSolved() },
  ],
}
