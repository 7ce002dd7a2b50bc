import type { Request, RequestHandler } from 'express'
import type { Shop } from '../../shop/shop.js'
import { TokenError, unguessableKey, verifyToken } from './jwt.js'
import { publicKey } from './keys.js'
import type { SessionEntry } from './session-list.js'

/** Where a request keeps its Bearer token once taken, with the header it was taken from. */
const tokenOfRequest = Symbol('bearer token')

type WithToken = Request & { [tokenOfRequest]?: { header: string | undefined; token: string | undefined } }

/**
 * The Bearer token of a request: exactly two space-separated parts, scheme `Bearer` in any case. Taken once per
 * request (guards, session refresh and detectors all ask), so every asker gets the same string.
 */
export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization
  if (header === undefined) return undefined
  const known = (req as WithToken)[tokenOfRequest]
  if (known !== undefined && known.header === header) return known.token
  const parts = header.split(' ')
  const token = parts.length === 2 && /^Bearer$/i.test(parts[0] ?? '') ? parts[1] : undefined
  ;(req as WithToken)[tokenOfRequest] = { header, token }
  return token
}

/** The authenticated-users entry of the request's Bearer token, if any. */
export const currentSession = (req: Request, shop: Shop): SessionEntry | undefined =>
  shop.sessions.get(bearerToken(req))

/**
 * A guard that wants a Bearer token verifying against `key`, failing with the token library's messages.
 */
const bearerVerification =
  (key: string): RequestHandler =>
  (req, _res, next) => {
    const header = req.headers.authorization
    if (header === undefined) return next(new TokenError('No Authorization header was found'))
    const token = bearerToken(req)
    if (token === undefined) return next(new TokenError('Format is Authorization: Bearer [token]'))
    try {
      verifyToken(token, key)
      next()
    } catch (error) {
      next(error)
    }
  }

/** Level "jwt": a Bearer token whose signature verifies (the user need not exist). */
export const requireJwt: RequestHandler = bearerVerification(publicKey)

/** Level "user": the Bearer token is in the authenticated-users list; its user id overrides body.UserId. */
export const requireUser =
  (shop: Shop): RequestHandler =>
  (req, res, next) => {
    const session = currentSession(req, shop)
    if (!session) {
      res
        .status(401)
        .json({ status: 'error', message: "Cannot read properties of undefined (reading 'data')" })
      return
    }
    if (typeof req.body === 'object' && req.body !== null)
      (req.body as Record<string, unknown>).UserId = session.data.id
    next()
  }

/** Level "accounting": a verified token whose user has the accounting role. */
export const requireAccounting: RequestHandler = (req, res, next) => {
  const token = bearerToken(req)
  try {
    const payload = token === undefined ? undefined : verifyToken(token)
    const role = (payload?.data as { role?: unknown } | undefined)?.role
    if (role === 'accounting') return next()
  } catch {
    // fall through to the refusal below
  }
  res.status(403).json({ error: 'Malicious activity detected' })
}

/**
 * Level "denied": the reference checks these routes against a secret nobody knows, so every signed token fails.
 * Unsigned tokens pass all the same, because verification trusts the algorithm their header names (see jwt.ts).
 */
export const denyAll: RequestHandler = bearerVerification(unguessableKey)
