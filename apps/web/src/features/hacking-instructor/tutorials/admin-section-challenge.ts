import { getSessionState } from '../../../lib/session'
import { challengeSolved, pageCondition, pressNext, urlMatches, type Tutorial } from '../tutorial'

/** Admin Section: the admin page is only hidden, and guarded by a role check in the browser. */
export const adminSectionTutorial: Tutorial = {
  challengeKey: 'adminSectionChallenge',
  challengeName: 'Admin Section',
  startPath: '/search',
  steps: [
    { text: 'HI_ADMIN_SECTION_INTRO', until: pressNext() },
    {
      text: 'HI_ADMIN_SECTION_LOGIN',
      anchor: '#navbarAccount',
      until: pageCondition(() => getSessionState().user?.role === 'admin'),
    },
    { text: 'HI_ADMIN_SECTION_GUESS', until: pressNext() },
    { text: 'HI_ADMIN_SECTION_SEARCH_CODE', until: urlMatches(/^\/administration/i) },
    { text: 'HI_ADMIN_SECTION_FOUND', until: challengeSolved() },
  ],
}
