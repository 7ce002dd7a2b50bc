import { Router, type Request, type Response } from 'express'
import { currentSession, requireJwt, requireUser } from '../../platform/auth/guards.js'
import { isDeluxe } from '../../platform/auth/roles.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { addItem, updateItem, type ItemCaller } from './basket-items.service.js'
import { bodyFrom, recordFields } from '../../platform/http/request-input.js'

/** The raw body text, kept by the body parser, when the request declared it as JSON. */
function rawJsonOf(req: Request, res: Response): string | undefined {
  const raw: unknown = res.locals.rawBody
  return typeof raw === 'string' && (req.headers['content-type'] ?? '').includes('application/json')
    ? raw
    : undefined
}

/**
 * The custom `POST /api/BasketItems` and `PUT /api/BasketItems/:id`, mounted before the generic
 * REST layer so they replace its create and update; reads and deletes stay generic.
 */
export function basketItemsRoutes(shop: Shop): Router {
  const router = Router()
  const callerOf = (req: Request): ItemCaller => ({
    sessionBid: currentSession(req, shop)?.bid,
    deluxe: isDeluxe(req),
    request: requestFacts(req),
  })

  router.post('/api/BasketItems', requireJwt, requireUser(shop), (req, res) => {
    const item = addItem(
      shop,
      { fields: bodyFrom(req, recordFields), rawJson: rawJsonOf(req, res) },
      callerOf(req),
    )
    res.json({ status: 'success', data: item })
  })
  router.put('/api/BasketItems/:id', requireJwt, requireUser(shop), (req, res) => {
    res.json({
      status: 'success',
      data: updateItem(shop, String(req.params.id), bodyFrom(req, recordFields), callerOf(req)),
    })
  })
  return router
}
