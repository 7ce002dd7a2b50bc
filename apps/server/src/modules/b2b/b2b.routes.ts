import { Router } from 'express'
import { requireJwt } from '../../platform/auth/guards.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { bodyFrom } from '../../platform/http/request-input.js'
import { b2bOrderBody } from './b2b.schemas.js'
import { b2bApiDocument } from './b2b-openapi.js'
import { placeB2bOrder } from './b2b-orders.service.js'

/** The B2B API: every /b2b/v2 path wants a verified Bearer token. */
export function b2bRoutes(shop: Shop): Router {
  const router = Router()
  router.use('/b2b/v2', requireJwt)
  router.post('/b2b/v2/orders', async (req, res) => {
    res.json(await placeB2bOrder(shop, bodyFrom(req, b2bOrderBody), requestFacts(req)))
  })
  return router
}

/**
 * Swagger UI for the B2B API, served from the installed swagger-ui-dist (no CDN). swagger-ui-express is bundled with
 * the server so that it shares the server's Express (loading a second copy on the first visit blocked every request
 * for a tenth of a second); it is evaluated (with swagger-ui-dist's path lookup) and its page and assets are prepared
 * on the first visit, not at every start.
 */
export function apiDocsRoutes(): Router {
  const router = Router()
  let swaggerUiRoutes: Promise<Router> | undefined
  router.use('/api-docs', (req, res, next) => {
    swaggerUiRoutes ??= import('swagger-ui-express').then(({ default: swaggerUi }) =>
      Router().use(swaggerUi.serve, swaggerUi.setup(b2bApiDocument)),
    )
    swaggerUiRoutes.then((routes) => routes(req, res, next), next)
  })
  return router
}
