import { Router } from 'express'
import { requireJwt, requireUser } from '../../platform/auth/guards.js'
import type { Shop } from '../../shop/shop.js'
import { redeemCoupon } from './coupons.service.js'

/** PUT /rest/basket/:id/coupon/:coupon; the router decodes the URL-encoded coupon (Z85 has `%`, `/`, `?`…). */
export function couponsRoutes(shop: Shop): Router {
  const router = Router()
  router.put('/rest/basket/:id/coupon/:coupon', requireJwt, requireUser(shop), (req, res) => {
    res.json({ discount: redeemCoupon(shop, String(req.params.id), String(req.params.coupon)) })
  })
  return router
}
