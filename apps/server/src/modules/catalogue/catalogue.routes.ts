import { Router } from 'express'
import { requireJwt } from '../../platform/auth/guards.js'
import { translatorFor } from '../../platform/http/locale.js'
import { sendPreparedJson } from '../../platform/http/prepared-answer.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { createProduct, updateProduct } from './products.service.js'
import { searchCriteria, searchProducts } from './search.service.js'
import { bodyFrom, queryFrom, recordFields } from '../../platform/http/request-input.js'
import { searchQuery } from './catalogue.schemas.js'

/**
 * Product search and product writes. The writes of `/api/Products` are answered here, ahead of the generic REST
 * layer, instead of through a setter in `rest/models.ts`: the description setter needs the shop (challenge
 * availability, events) and a detector must hear about the stored value only once the write succeeded.
 */
export function catalogueRoutes(shop: Shop): Router {
  const router = Router()
  router.get('/rest/products/search', async (req, res, next) => {
    const criteria = searchCriteria(queryFrom(req, searchQuery).q)
    if (criteria === undefined) {
      res.status(400).json({ status: 'error', message: 'Search text q must be given at most once.' })
      return
    }
    try {
      const answer = await searchProducts(
        shop,
        shop.boundedSql,
        criteria,
        requestFacts(req),
        translatorFor(req),
        String(res.locals.locale ?? ''),
      )
      sendPreparedJson(req, res, answer)
    } catch (error) {
      next(error)
    }
  })

  // vuln-code-snippet start changeProductChallenge restfulXssChallenge
  router.post('/api/Products', requireJwt, (req, res) => {
    const product = createProduct(shop, bodyFrom(req, recordFields), requestFacts(req))
    res
      .status(201)
      .location(`/api/Products/${String(product.id)}`)
      .json({ status: 'success', data: product })
  })

  // vuln-code-snippet hide-line changeProductChallenge restfulXssChallenge
  // Anyone may rewrite any product: the route has no guard at all.
  // vuln-code-snippet neutral-line changeProductChallenge
  router.put(
    // vuln-code-snippet neutral-line restfulXssChallenge
    '/api/Products/:id', // vuln-code-snippet vuln-line changeProductChallenge
    (req, res) => {
      const changes = bodyFrom(req, recordFields)
      const product = updateProduct(shop, String(req.params.id), changes, requestFacts(req))
      res.json({ status: 'success', data: product })
    },
  )
  // vuln-code-snippet end changeProductChallenge restfulXssChallenge
  return router
}
