import type { Request, RequestHandler, Response } from 'express'
import type { TokenUser } from '@juicy/contracts'
import type { Shop } from '../../shop/shop.js'
import { requestFacts } from '../http/request-facts.js'
import { bearerToken } from './guards.js'
import { verifiedTokenDetails, verifyToken } from './jwt.js'

/**
 * A step of the pipeline after the routes' own guards: first the facts about a verifying Bearer token (the JWT
 * challenges judge them), then the refresh of the list of authenticated users (session-list.ts).
 */
export const refreshSessions =
  (shop: Shop): RequestHandler =>
  (req, res, next) => {
    reportBearerToken(shop, req)
    admitUnknownToken(shop, req, res)
    next()
  }

function reportBearerToken(shop: Shop, req: Request): void {
  const token = bearerToken(req)
  if (!token) return
  try {
    const { header, payload } = verifiedTokenDetails(token)
    shop.events.publish('auth.bearerTokenVerified', { header, payload, request: requestFacts(req) })
  } catch {
    // tokens that do not verify are no facts worth reporting
  }
}

/**
 * A verifiable token with a `data` claim that the server has not seen yet is admitted to the authenticated-users
 * list and set as cookie. This is how tokens survive a restart.
 */
function admitUnknownToken(shop: Shop, req: Request, res: Response): void {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>
  const cookie = typeof cookies.token === 'string' ? cookies.token : undefined
  const token = cookie || bearerToken(req)
  if (!token || shop.sessions.has(token)) return
  try {
    const payload = verifyToken(token)
    if (typeof payload.data === 'object' && payload.data !== null) {
      const bid = typeof payload.bid === 'number' ? payload.bid : undefined
      shop.sessions.put(token, { data: payload.data as TokenUser, ...(bid !== undefined ? { bid } : {}) })
      res.cookie('token', token, { path: '/' })
    }
  } catch {
    // an unverifiable token simply stays unknown
  }
}
