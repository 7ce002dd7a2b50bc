import { Router } from 'express'
import { currentSession, requireJwt, requireUser } from '../../platform/auth/guards.js'
import { translatorFor } from '../../platform/http/locale.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { viewBasket } from './basket.service.js'

/**
 * GET /rest/basket/:id. Every `/rest/basket…` path wants a verifying token, then a known session, also paths
 * nobody answers (`/rest/basket/:id/order`); coupon and checkout routes carry the same guards.
 */
export function basketRoutes(shop: Shop): Router {
  const router = Router()
  router.use('/rest/basket', requireJwt, requireUser(shop))
  router.get('/rest/basket/:id', (req, res) => {
    const session = currentSession(req, shop)
    const basket = viewBasket(shop, String(req.params.id), session, requestFacts(req), translatorFor(req))
    res.json({ status: 'success', data: basket })
  })
  return router
}
