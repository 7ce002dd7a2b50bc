import { createRequire } from 'node:module'
import { Router } from 'express'
import { requireJwt } from '../../platform/auth/guards.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { bodyOf } from '../../platform/http/refusal.js'
import { b2bApiDocument } from './b2b-openapi.js'
import { placeB2bOrder } from './b2b-orders.service.js'

/** The B2B API (spec/api.md §2.10): every /b2b/v2 path wants a verified Bearer token. */
export function b2bRoutes(shop: Shop): Router {
  const router = Router()
  router.use('/b2b/v2', requireJwt)
  router.post('/b2b/v2/orders', async (req, res) => {
    res.json(await placeB2bOrder(shop, bodyOf(req), requestFacts(req)))
  })
  return router
}

type SwaggerUi = typeof import('swagger-ui-express')

const require = createRequire(import.meta.url)

/**
 * Swagger UI for the B2B API, served from the installed swagger-ui-express (no CDN). It is loaded at run time, not
 * bundled: it finds its assets relative to its own package, and only visitors of /api-docs need it.
 */
export function apiDocsRoutes(): Router {
  const router = Router()
  let swaggerUiRoutes: Router | undefined
  const loadSwaggerUi = (): Router => {
    const swaggerUi = require('swagger-ui-express') as SwaggerUi
    return Router().use(swaggerUi.serve, swaggerUi.setup(b2bApiDocument))
  }
  router.use('/api-docs', (req, res, next) => {
    swaggerUiRoutes ??= loadSwaggerUi()
    swaggerUiRoutes(req, res, next)
  })
  return router
}
