import type { RequestHandler } from 'express'
import type { TokenUser } from '@juicy/contracts'
import type { Shop } from '../../shop/shop.js'
import { bearerToken } from './guards.js'
import { verifyToken } from './jwt.js'

/**
 * Step 29 of the pipeline (spec/api.md §4.4): a verifiable token with a `data` claim that the server has not
 * seen yet is admitted to the authenticated-users list and set as cookie. This is how tokens survive a restart.
 */
export const refreshSessions =
  (shop: Shop): RequestHandler =>
  (req, res, next) => {
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>
    const token = cookies.token || bearerToken(req)
    if (!token || shop.sessions.has(token)) return next()
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
    next()
  }
