import { Router, type Request } from 'express'
import { bearerToken, requireJwt } from '../../platform/auth/guards.js'
import type { SessionEntry } from '../../platform/auth/session-list.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { clientIp, fiveMinutes, rateLimit } from '../../platform/http/rate-limit.js'
import { Refusal } from '../../platform/http/refusal.js'
import { bodyFrom } from '../../platform/http/request-input.js'
import { secondFactorBody, twoFactorDisableBody, twoFactorSetupBody } from './recovery.schemas.js'
import {
  disableTwoFactor,
  setUpTwoFactor,
  twoFactorStatus,
  verifySecondFactor,
} from './two-factor.service.js'

/**
 * One limiter per route with the reference's key (the same client-IP derivation as the password
 * reset). That key follows X-Forwarded-For and so can be dodged here too; the catalogue rewards the bypass only on
 * the password reset, and compatibility keeps the key identical.
 */
const limited = () => rateLimit({ windowMs: fiveMinutes, max: 100, keyOf: clientIp })

/** The Bearer token and its authenticated-users entry, or a bare 401. */
function sessionOf(req: Request, shop: Shop): { token: string; session: SessionEntry } {
  const token = bearerToken(req)
  const session = shop.sessions.get(token)
  if (token === undefined || !session) throw new Refusal(401)
  return { token, session }
}

/** Two-factor authentication: second login step, status, setup and disable. */
export function twoFactorRoutes(shop: Shop): Router {
  const router = Router()

  router.post('/rest/2fa/verify', limited(), (req, res) => {
    res.json(verifySecondFactor(shop, bodyFrom(req, secondFactorBody), requestFacts(req)))
  })

  router.get('/rest/2fa/status', requireJwt, (req, res) => {
    res.json(twoFactorStatus(sessionOf(req, shop).session))
  })

  router.post('/rest/2fa/setup', limited(), requireJwt, (req, res) => {
    const { token, session } = sessionOf(req, shop)
    setUpTwoFactor(shop, token, session, bodyFrom(req, twoFactorSetupBody))
    res.status(200).end()
  })

  router.post('/rest/2fa/disable', limited(), requireJwt, (req, res) => {
    const { token, session } = sessionOf(req, shop)
    disableTwoFactor(shop, token, session, bodyFrom(req, twoFactorDisableBody))
    res.status(200).end()
  })

  return router
}
