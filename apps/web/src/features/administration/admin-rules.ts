import type { AdminUser } from './users-api'

/** Both administration tables show 10 rows per page. */
export const ADMIN_PAGE_SIZE = 10

export type UserStatus = 'inactive' | 'loggedIn' | 'active'

/** Deactivated users first, then whether the shop has seen a login since start-up. */
export function userStatus(user: Pick<AdminUser, 'isActive' | 'lastLoginTime'>): UserStatus {
  if (user.isActive === false || user.isActive === 0) return 'inactive'
  if (typeof user.lastLoginTime === 'number') return 'loggedIn'
  return 'active'
}

/** The rows of one table page. */
export function pageOf<T>(rows: readonly T[], page: number, size = ADMIN_PAGE_SIZE): T[] {
  return rows.slice(page * size, page * size + size)
}

/** After a deletion the current page may be empty; step back to the last page that has rows. */
export function clampPage(page: number, rowCount: number, size = ADMIN_PAGE_SIZE): number {
  const lastPage = Math.max(0, Math.ceil(rowCount / size) - 1)
  return Math.min(page, lastPage)
}
