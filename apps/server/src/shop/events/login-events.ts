import type { RequestFacts } from '../request-facts.js'

/** The user row a password login resolved and issued a token for. */
export interface ResolvedLogin {
  /** The row exactly as the login query returned it (a UNION injection can make up any values). */
  user: { id: unknown; email: unknown; role: unknown }
  /** Whether a non-deleted user with the row's email is stored in the database. */
  emailRegistered: boolean
}

/** Events of the login, registration, token and session features (accounts area). */
export interface LoginEvents {
  /** A password login arrived; the credentials exactly as sent, before any lookup. */
  'user.loginAttempted': { email: unknown; password: unknown; request: RequestFacts }
  /** A password login issued a token (never published for the two-factor branch or a failed login). */
  'user.loginCompleted': ResolvedLogin & { request: RequestFacts }
  /**
   * A registration after its pre-processing (trimming), published whether or not the
   * registration is then accepted.
   */
  'user.registrationPrepared': { body: Record<string, unknown>; request: RequestFacts }
  /** A request presented a Bearer token that verified; `header.alg` names how it was accepted. */
  'auth.bearerTokenVerified': {
    header: Record<string, unknown>
    payload: Record<string, unknown>
    request: RequestFacts
  }
  /** GET /rest/user/whoami answered; `callbackRequested` when the query carried a `callback` parameter. */
  'user.whoamiAnswered': { user: Record<string, unknown>; callbackRequested: boolean; request: RequestFacts }
  /** GET /rest/saveLoginIp stored a last login IP; `trueClientIp` is the first True-Client-IP header, if any. */
  'user.loginIpSaved': { userId: number; trueClientIp: string | undefined; request: RequestFacts }
}
