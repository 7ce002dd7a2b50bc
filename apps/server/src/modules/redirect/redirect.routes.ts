import { Router } from 'express'
import { HttpError } from '../../platform/http/errors.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { isRedirectAllowed } from './redirect-allowlist.js'

/** GET /redirect?to=<url> (spec/api.md §2.10): 302 to allow-listed targets, 406 for all others. */
export function redirectRoutes(shop: Shop): Router {
  const router = Router()
  router.get('/redirect', (req, res, next) => {
    const target = req.query.to
    if (target === undefined) {
      // The reference fails on the missing parameter with this TypeError; its API tests and write-ups expect it.
      return next(new HttpError(500, "Cannot read properties of undefined (reading 'includes')", 'TypeError'))
    }
    if (typeof target !== 'string' || !isRedirectAllowed(target))
      return next(new HttpError(406, `Unrecognized target URL for redirect: ${String(target)}`))
    shop.events.publish('redirect.performed', { target, request: requestFacts(req) })
    res.redirect(target)
  })
  return router
}
