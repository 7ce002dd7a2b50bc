import type { Tutorial } from '../tutorial'
import { reviewerLoginSteps } from './reviewer-login'

/** Login Bender: his address is on his reviews; the login SQL injection does the rest. */
export const loginBenderTutorial: Tutorial = {
  challengeKey: 'loginBenderChallenge',
  challengeName: 'Login Bender',
  startPath: '/search',
  steps: reviewerLoginSteps({
    emailStart: 'bender@',
    texts: {
      intro: 'HI_LOGIN_BENDER_INTRO',
      readReviews: 'HI_LOGIN_BENDER_READ_REVIEWS',
      email: 'HI_LOGIN_BENDER_EMAIL',
    },
  }),
}
