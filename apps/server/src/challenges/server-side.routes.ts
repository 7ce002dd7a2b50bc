import { Router } from 'express'
import { requestFacts } from '../platform/http/request-facts.js'
import type { Shop } from '../shop/shop.js'
import { SERVER_SIDE_KEY } from '../modules/profile/username-template.js'

/**
 * The endpoint the juicy malware calls home to. It exists only for the SSTi
 * and SSRF challenges, so it lives with them: with the right key and a detector that accepts the call (SSTi before
 * SSRF, at most one per call) it answers 204; otherwise the request falls through (to the client's index).
 */
export function serverSideRoutes(shop: Shop): Router {
  const router = Router()
  router.all('/solve/challenges/server-side', (req, res, next) => {
    if (req.query.key !== SERVER_SIDE_KEY) return next()
    let accepted = false
    shop.events.publish('serverSide.confirmationRequested', {
      confirm: () => {
        accepted = true
      },
      confirmed: () => accepted,
      request: requestFacts(req),
    })
    if (accepted) res.status(204).end()
    else next()
  })
  return router
}
