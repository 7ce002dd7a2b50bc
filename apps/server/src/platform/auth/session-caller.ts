import type { Request } from 'express'
import { currentSession } from './guards.js'
import type { Shop } from '../../shop/shop.js'

/**
 * The session's user id and email as SQL can bind them. A forged or injected token can carry any JSON there, so
 * only numbers and texts count; anything else is null (matches no row).
 */
export function sessionUserId(req: Request, shop: Shop): number | string | null {
  return bindable(currentSession(req, shop)?.data?.id)
}

/** The session's email, empty when there is none (the order id prefix is then MD5 of ''). */
export function sessionEmail(req: Request, shop: Shop): string {
  const email: unknown = currentSession(req, shop)?.data?.email
  return typeof email === 'string' ? email : ''
}

/** A client value as an SQL parameter: numbers and texts as they are, anything else null (matches no row). */
export const bindable = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string' ? value : null
