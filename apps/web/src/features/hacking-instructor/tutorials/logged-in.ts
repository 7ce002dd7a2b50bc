import { getSessionState } from '../../../lib/session'
import { pageCondition, type TutorialStep } from '../tutorial'

/** A step that waits until the player is logged in (skipped when they already are). */
export function logInStep(text: string): TutorialStep {
  return { text, anchor: '#navbarAccount', until: pageCondition(() => getSessionState().isLoggedIn) }
}
