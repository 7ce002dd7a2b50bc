import { challengeSolved, pressNext, urlMatches, type Tutorial } from '../tutorial'
import { logInStep } from './logged-in'

/** Reflected XSS: order tracking shows the id from its own address as HTML. */
export const reflectedXssTutorial: Tutorial = {
  challengeKey: 'reflectedXssChallenge',
  challengeName: 'Reflected XSS',
  startPath: '/search',
  steps: [
    { text: 'HI_REFLECTED_XSS_INTRO', until: pressNext() },
    logInStep('HI_REFLECTED_XSS_LOGIN'),
    { text: 'HI_REFLECTED_XSS_HISTORY', anchor: '#navbarAccount', until: urlMatches(/^\/order-history/i) },
    { text: 'HI_REFLECTED_XSS_TRACK', until: urlMatches(/^\/track-result\?/i) },
    { text: 'HI_REFLECTED_XSS_ECHO', anchor: '[data-testid="tracked-order-id"]', until: pressNext() },
    { text: 'HI_REFLECTED_XSS_PAYLOAD', until: challengeSolved() },
  ],
}
