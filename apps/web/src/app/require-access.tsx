import type { ReactNode } from 'react'
import { ForbiddenPage } from '../features/forbidden/forbidden-page'
import { useSession } from '../lib/session'
import { checkAccess, type GuardKind } from './guards'

/** Shows the 403 page in place (the URL stays unchanged) when the guard refuses. */
export function RequireAccess({ guard, children }: { guard: GuardKind; children: ReactNode }) {
  const session = useSession()
  const error = checkAccess(guard, session)
  return error ? <ForbiddenPage error={error} /> : children
}
