import { Router, type Request } from 'express'
import { requireJwt, requireUser } from '../../platform/auth/guards.js'
import { isDeluxe } from '../../platform/auth/roles.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { bodyFrom } from '../../platform/http/request-input.js'
import { checkoutBody } from './checkout.schemas.js'
import { sessionEmail, sessionUserId } from '../../platform/auth/session-caller.js'
import { placeOrder, type CheckoutCaller, type PlacedOrder } from './checkout.service.js'

/** POST /rest/basket/:id/checkout: places the order, writes its confirmation PDF, answers the order id. */
export function checkoutRoutes(shop: Shop): Router {
  const router = Router()
  const callerOf = (req: Request): CheckoutCaller => ({
    userId: sessionUserId(req, shop),
    email: sessionEmail(req, shop),
    deluxe: isDeluxe(req),
    request: requestFacts(req),
  })
  // The order is committed by now; a PDF that cannot be written must not make the customer order twice.
  const confirm = async (order: PlacedOrder): Promise<void> => {
    try {
      await shop.orderConfirmations.write(shop.files.ftp, shop.config.application.name, order)
    } catch (error) {
      shop.logger.error({ err: error, orderId: order.orderId }, 'order confirmation not written')
    }
  }

  router.post('/rest/basket/:id/checkout', requireJwt, requireUser(shop), async (req, res) => {
    const body = bodyFrom(req, checkoutBody)
    const order = placeOrder(shop, {
      basketId: String(req.params.id),
      couponData: body.couponData,
      orderDetails: body.orderDetails,
      caller: callerOf(req),
    })
    await confirm(order)
    res.json({ orderConfirmation: order.orderId })
  })
  return router
}
