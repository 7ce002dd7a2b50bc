import { Router } from 'express'
import type { Shop } from '../../shop/shop.js'
import { modelByName } from '../rest/models.js'
import { present } from '../rest/rest.service.js'

/**
 * Product search, first version: a parameterised query over live products. The catalogue area replaces it with
 * the reference's raw query shape.
 */
export function catalogueRoutes(shop: Shop): Router {
  const router = Router()
  const productModel = modelByName('Product')
  router.get('/rest/products/search', (req, res) => {
    const text = typeof req.query.q === 'string' ? req.query.q.trim() : ''
    const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    const rows = shop.db
      .prepare(
        `SELECT * FROM Products WHERE ((name LIKE ? ESCAPE '\\' OR description LIKE ? ESCAPE '\\') AND deletedAt IS NULL)
         ORDER BY name`,
      )
      .all(pattern, pattern) as Record<string, unknown>[]
    res.json({ status: 'success', data: rows.map((row) => present(productModel, row)) })
  })
  return router
}
