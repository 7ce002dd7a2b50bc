import { Router } from 'express'
import { currentSession, requireUser } from '../../platform/auth/guards.js'
import { isDeluxe, verifiedTokenUser } from '../../platform/auth/roles.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { Refusal } from '../../platform/http/refusal.js'
import { bodyFrom } from '../../platform/http/request-input.js'
import { upgradeBody } from './deluxe.schemas.js'
import { membershipOffer, upgradeToDeluxe } from './deluxe.service.js'

/** The deluxe membership offer and upgrade. */
export function deluxeRoutes(shop: Shop): Router {
  const router = Router()
  router.get('/rest/deluxe-membership', (req, res) => {
    const membershipCost = membershipOffer(verifiedTokenUser(req), isDeluxe(req))
    res.json({ status: 'success', data: { membershipCost } })
  })
  router.post('/rest/deluxe-membership', requireUser(shop), (req, res) => {
    const body = bodyFrom(req, upgradeBody)
    try {
      const data = upgradeToDeluxe(shop, {
        session: currentSession(req, shop),
        paymentMode: body.paymentMode,
        paymentId: body.paymentId,
        tokenVerified: verifiedTokenUser(req) !== undefined,
        request: requestFacts(req),
      })
      res.json({ status: 'success', data })
    } catch (error) {
      if (error instanceof Refusal) throw error
      // The reference answers unexpected failures in its refusal shape, with the message.
      const message = error instanceof Error ? error.message : String(error)
      throw new Refusal(400, { status: 'error', error: `Something went wrong: ${message}` })
    }
  })
  return router
}
