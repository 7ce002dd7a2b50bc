import { session, StorageKeys } from '../../../lib/storage'
import { challengeSolved, pressNext, urlMatches, valueChanges, type Tutorial } from '../tutorial'
import { logInStep } from './logged-in'

/** View Basket: the basket id the browser asks for comes from session storage. */
export const basketAccessTutorial: Tutorial = {
  challengeKey: 'basketAccessChallenge',
  challengeName: 'View Basket',
  startPath: '/search',
  steps: [
    { text: 'HI_VIEW_BASKET_INTRO', until: pressNext() },
    logInStep('HI_VIEW_BASKET_LOGIN'),
    { text: 'HI_VIEW_BASKET_OPEN', anchor: 'a[href="#/basket"]', until: urlMatches(/^\/basket/i) },
    { text: 'HI_VIEW_BASKET_STORAGE', until: pressNext() },
    {
      text: 'HI_VIEW_BASKET_CHANGE',
      until: valueChanges(() => session.get(StorageKeys.basketId) ?? undefined),
    },
    { text: 'HI_VIEW_BASKET_RELOAD', anchor: 'a[href="#/basket"]', until: challengeSolved() },
  ],
}
