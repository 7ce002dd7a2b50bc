import { Router } from 'express'
import { requireAccounting } from '../../platform/auth/guards.js'
import type { Shop } from '../../shop/shop.js'
import { bodyFrom } from '../../platform/http/request-input.js'
import { deliveryStatusBody } from './accounting.schemas.js'
import { allOrdersNewestFirst, toggleDelivery } from './accounting.service.js'

/** The accounting page's order list and delivery toggle, for the accounting role only. */
export function accountingRoutes(shop: Shop): Router {
  const router = Router()
  router.get('/rest/order-history/orders', requireAccounting, (_req, res) => {
    res.json({ status: 'success', data: allOrdersNewestFirst(shop) })
  })
  router.put('/rest/order-history/:id/delivery-status', requireAccounting, (req, res) => {
    toggleDelivery(shop, String(req.params.id), bodyFrom(req, deliveryStatusBody).deliveryStatus)
    res.json({ status: 'success' })
  })
  return router
}
