import { challengeSolved, pressNext, urlMatches, type Tutorial } from '../tutorial'

/** DOM XSS: the search term is put into the page as HTML. */
export const localXssTutorial: Tutorial = {
  challengeKey: 'localXssChallenge',
  challengeName: 'DOM XSS',
  startPath: '/search',
  steps: [
    { text: 'HI_DOM_XSS_INTRO', anchor: '#searchQuery', until: pressNext() },
    { text: 'HI_DOM_XSS_TRY_HTML', anchor: '#searchQuery', until: urlMatches(/[?&]q=[^&]*(?:<|%3C)/i) },
    { text: 'HI_DOM_XSS_RENDERED', anchor: '#searchValue', until: pressNext() },
    { text: 'HI_DOM_XSS_IFRAME', anchor: '#searchQuery', until: pressNext() },
    { text: 'HI_DOM_XSS_PAYLOAD', anchor: '#searchQuery', until: challengeSolved() },
  ],
}
