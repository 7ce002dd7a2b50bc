import type { ChallengeKey } from '../challenge-keys.js'
import type { ShopConfig } from '../../config/schema.js'
import { requestEvidence, type Detector } from './detector.js'

/** The account and the exact answer whose successful reset solves a challenge; undefined when not configured. */
export type ResetTarget = (config: ShopConfig) => { email: string; answer: string } | undefined

/** A detector solving `key` when the target account's password is reset with exactly the target answer. */
export const passwordResetDetector =
  (key: ChallengeKey, target: ResetTarget): Detector =>
  ({ events, engine, config }) => {
    const wanted = target(config)
    if (!wanted) return
    events.subscribe('user.passwordReset', ({ email, answer, request }) => {
      if (email === wanted.email && answer === wanted.answer) {
        engine.solve(key, requestEvidence(`reset the password of ${email} with its security answer`, request))
      }
    })
  }

/** `<local>@<configured shop domain>`, the email scheme of the seeded accounts. */
export const shopEmail = (local: string, config: ShopConfig): string =>
  `${local}@${config.application.domain}`
