import { Router, type Request } from 'express'
import { requireUser } from '../../platform/auth/guards.js'
import type { Shop } from '../../shop/shop.js'
import { bodyFrom } from '../../platform/http/request-input.js'
import { topUpBody } from './wallet.schemas.js'
import { sessionUserId } from '../../platform/auth/session-caller.js'
import { balanceOf, topUp } from './wallet.service.js'

/** GET and PUT /rest/wallet/balance for the logged-in user. */
export function walletRoutes(shop: Shop): Router {
  const router = Router()
  const userIdOf = (req: Request) => sessionUserId(req, shop)

  router.get('/rest/wallet/balance', requireUser(shop), (req, res) => {
    res.json({ status: 'success', data: balanceOf(shop, userIdOf(req)) })
  })
  router.put('/rest/wallet/balance', requireUser(shop), (req, res) => {
    res.json({ status: 'success', data: topUp(shop, userIdOf(req), bodyFrom(req, topUpBody)) })
  })
  return router
}
