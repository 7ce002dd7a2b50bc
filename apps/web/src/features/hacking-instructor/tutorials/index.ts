import type { Tutorial } from '../tutorial'
import { adminSectionTutorial } from './admin-section-challenge'
import { basketAccessTutorial } from './basket-access-challenge'
import { exposedCredentialsTutorial } from './exposed-credentials-challenge'
import { forgedFeedbackTutorial } from './forged-feedback-challenge'
import { localXssTutorial } from './local-xss-challenge'
import { loginAdminTutorial } from './login-admin-challenge'
import { loginBenderTutorial } from './login-bender-challenge'
import { loginJimTutorial } from './login-jim-challenge'
import { privacyPolicyTutorial } from './privacy-policy-challenge'
import { reflectedXssTutorial } from './reflected-xss-challenge'
import { scoreBoardTutorial } from './score-board-challenge'
import { weakPasswordTutorial } from './weak-password-challenge'
import { xssBonusTutorial } from './xss-bonus-challenge'

/** Every tutorial, in the catalogue's tutorial order. */
export const tutorials: readonly Tutorial[] = [
  scoreBoardTutorial,
  localXssTutorial,
  xssBonusTutorial,
  privacyPolicyTutorial,
  reflectedXssTutorial,
  exposedCredentialsTutorial,
  loginAdminTutorial,
  adminSectionTutorial,
  weakPasswordTutorial,
  basketAccessTutorial,
  forgedFeedbackTutorial,
  loginJimTutorial,
  loginBenderTutorial,
]

export function tutorialByKey(challengeKey: string): Tutorial | undefined {
  return tutorials.find((tutorial) => tutorial.challengeKey === challengeKey)
}

/** Challenge names are matched without regard to case, as people type them into addresses. */
export function tutorialByName(challengeName: string): Tutorial | undefined {
  const wanted = challengeName.trim().toLowerCase()
  return tutorials.find((tutorial) => tutorial.challengeName.toLowerCase() === wanted)
}

export function hasTutorial(challengeKey: string): boolean {
  return tutorialByKey(challengeKey) !== undefined
}
