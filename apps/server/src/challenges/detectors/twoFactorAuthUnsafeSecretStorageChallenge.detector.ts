import { requestEvidence, type Detector } from './detector.js'
import { shopEmail } from './password-reset.js'

/** wurstbrot's seeded secret (data/seed/users.yml), the one the product search's SQL injection reveals. */
const seededSecret = 'IFTXE3SPOEYVURT2MRYGI52TKJ4HC3KH'

/**
 * Two Factor Authentication: a login of wurstbrot completed with a valid code for his seeded secret. A secret
 * someone set up anew for him proves nothing about the unsafe storage, so it does not count.
 */
export const twoFactorAuthUnsafeSecretStorageChallenge: Detector = ({ events, engine, config }) => {
  const wurstbrot = shopEmail('wurstbrot', config)
  events.subscribe('user.secondFactorVerified', ({ email, totpSecret, request }) => {
    if (email === wurstbrot && totpSecret === seededSecret) {
      engine.solve(
        'twoFactorAuthUnsafeSecretStorageChallenge',
        requestEvidence('completed the two-factor login of wurstbrot', request),
      )
    }
  })
}
