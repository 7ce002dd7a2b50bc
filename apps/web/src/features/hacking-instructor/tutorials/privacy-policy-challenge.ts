import { challengeSolved, elementAppears, pressNext, urlMatches, type Tutorial } from '../tutorial'
import { logInStep } from './logged-in'

/** Privacy Policy: nothing to break, just read the policy behind the account menu. */
export const privacyPolicyTutorial: Tutorial = {
  challengeKey: 'privacyPolicyChallenge',
  challengeName: 'Privacy Policy',
  startPath: '/search',
  steps: [
    { text: 'HI_PRIVACY_POLICY_INTRO', until: pressNext() },
    logInStep('HI_PRIVACY_POLICY_LOGIN'),
    {
      text: 'HI_PRIVACY_POLICY_ACCOUNT',
      anchor: '#navbarAccount',
      until: elementAppears('#navbarPrivacySecurity'),
    },
    {
      text: 'HI_PRIVACY_POLICY_MENU',
      anchor: '#navbarPrivacySecurity',
      until: urlMatches(/^\/privacy-security\/privacy-policy/i),
    },
    { text: 'HI_PRIVACY_POLICY_READ', until: challengeSolved() },
  ],
}
