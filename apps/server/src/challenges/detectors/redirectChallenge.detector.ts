import { redirectAllowlist } from '../../modules/redirect/redirect-allowlist.js'
import { requestEvidence, type Detector } from './detector.js'

/** Allowlist Bypass: a redirect was granted to a target that starts with none of the allow-listed URLs. */
export const redirectChallenge: Detector = ({ events, engine }) => {
  events.subscribe('redirect.performed', ({ target, request }) => {
    if (!redirectAllowlist.some((allowed) => target.startsWith(allowed))) {
      engine.solve('redirectChallenge', requestEvidence(`was redirected to ${target}`, request))
    }
  })
}
