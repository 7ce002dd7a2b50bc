import type { RequestFacts } from '../request-facts.js'

/** Events of two-factor authentication, password change and reset, data export and erasure (accounts area). */
export interface RecoveryEvents {
  /** A password was reset through the security question; `answer` is the submitted (matching) answer. */
  'user.passwordReset': { userId: number; email: string; answer: string; request: RequestFacts }
  /** A password was changed; `currentSupplied` tells whether the current password was sent (and checked). */
  'user.passwordChanged': {
    userId: number
    currentSupplied: boolean
    newPasswordHash: string
    request: RequestFacts
  }
  /** The second factor of a login was verified against the user's stored `totpSecret` and a session issued. */
  'user.secondFactorVerified': { userId: number; email: string; totpSecret: string; request: RequestFacts }
  /** A data export was produced for the requesting user; `orderIds` are the exported orders. */
  'user.dataExported': { userId: number; email: string; orderIds: string[]; request: RequestFacts }
}
