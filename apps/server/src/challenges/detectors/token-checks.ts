import type { ChallengeKey } from '../challenge-keys.js'
import { requestEvidence, type Detector } from './detector.js'

/**
 * Detector of a token that verified by the given algorithm with `typ` exactly JWT and an email claim containing
 * `marker` (the reference's legacy decoder ignores tokens of any other type).
 */
export const acceptedToken =
  (key: ChallengeKey, algorithm: string, marker: string, summary: string): Detector =>
  ({ events, engine }) => {
    events.subscribe('auth.bearerTokenVerified', ({ header, payload, request }) => {
      const data = payload.data
      const email =
        typeof data === 'object' && data !== null ? (data as { email?: unknown }).email : undefined
      if (
        header.alg === algorithm &&
        header.typ === 'JWT' &&
        typeof email === 'string' &&
        email.includes(marker)
      ) {
        engine.solve(key, requestEvidence(summary, request))
      }
    })
  }
