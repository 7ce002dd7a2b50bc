import type { SessionState } from '../lib/session'

export type GuardKind = 'login' | 'admin' | 'accounting'

export type GuardError = 'UNAUTHORIZED_ACCESS_ERROR' | 'UNAUTHORIZED_PAGE_ACCESS_ERROR'

/**
 * Decides whether a guarded route may open. The login guard only wants a stored token; the role
 * guards read `data.role` from the decoded token.
 */
export function checkAccess(
  kind: GuardKind,
  session: Pick<SessionState, 'token' | 'user'>,
): GuardError | null {
  switch (kind) {
    case 'login':
      return session.token ? null : 'UNAUTHORIZED_ACCESS_ERROR'
    case 'admin':
      return session.user?.role === 'admin' ? null : 'UNAUTHORIZED_PAGE_ACCESS_ERROR'
    case 'accounting':
      return session.user?.role === 'accounting' ? null : 'UNAUTHORIZED_PAGE_ACCESS_ERROR'
  }
}
