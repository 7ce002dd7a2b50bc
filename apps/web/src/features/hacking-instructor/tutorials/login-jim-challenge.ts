import type { Tutorial } from '../tutorial'
import { reviewerLoginSteps } from './reviewer-login'

/** Login Jim: his address is on his reviews; the login SQL injection does the rest. */
export const loginJimTutorial: Tutorial = {
  challengeKey: 'loginJimChallenge',
  challengeName: 'Login Jim',
  startPath: '/search',
  steps: reviewerLoginSteps({
    emailStart: 'jim@',
    texts: {
      intro: 'HI_LOGIN_JIM_INTRO',
      readReviews: 'HI_LOGIN_JIM_READ_REVIEWS',
      email: 'HI_LOGIN_JIM_EMAIL',
    },
  }),
}
