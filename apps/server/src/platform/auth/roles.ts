import type { Request } from 'express'
import { bearerToken } from './guards.js'
import { deluxeToken } from './hashing.js'
import { verifyToken } from './jwt.js'

/** The `data` claim of the request's verified Bearer token, if any. */
export function verifiedTokenUser(req: Request): Record<string, unknown> | undefined {
  const token = bearerToken(req)
  if (token === undefined) return undefined
  try {
    const { data } = verifyToken(token)
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** Deluxe: verified token, role deluxe and a deluxe token that matches the email. */
export function isDeluxe(req: Request): boolean {
  const user = verifiedTokenUser(req)
  return (
    user !== undefined &&
    user.role === 'deluxe' &&
    typeof user.email === 'string' &&
    user.deluxeToken === deluxeToken(user.email)
  )
}
