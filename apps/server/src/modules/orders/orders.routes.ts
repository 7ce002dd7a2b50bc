import { Router, type Request } from 'express'
import { blocked } from '../../platform/http/refusal.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { ordersOfCustomer, trackOrder, type DocumentFilter } from './orders.service.js'
import { withPlainIdFastPath } from './plain-order-selection.js'

/** The session of `Authorization` minus its first 7 characters (`Bearer `), the reference's bearer lookup. */
const sessionEmailOf = (req: Request, shop: Shop): string | undefined => {
  const email: unknown = shop.sessions.get((req.headers.authorization ?? '').slice(7))?.data?.email
  return typeof email === 'string' ? email : undefined
}

/** Order tracking (anyone with an order id) and the caller's order history. */
export function ordersRoutes(shop: Shop, filter: DocumentFilter = withPlainIdFastPath(shop.sandbox)): Router {
  const router = Router()
  router.get('/rest/track-order/:id', async (req, res) => {
    const orders = await trackOrder(shop, filter, String(req.params.id), requestFacts(req))
    if (orders === undefined) res.status(400).json({ error: 'Wrong Param' })
    else res.json({ status: 'success', data: orders })
  })
  router.get('/rest/order-history', (req, res, next) => {
    const email = sessionEmailOf(req, shop)
    if (email === undefined) return next(blocked(req))
    res.json({ status: 'success', data: ordersOfCustomer(shop, email) })
  })
  return router
}
