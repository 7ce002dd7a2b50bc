import { Router } from 'express'
import type { Shop } from '../../shop/shop.js'
import { modelByName } from '../rest/models.js'
import { present } from '../rest/rest.service.js'
import { translatorFor } from '../../platform/http/locale.js'
import { recyclesByIds } from './recycles.repository.js'

/** The read side of `/api/Recycles`; creation goes through the generic layer. */
export function recyclesRoutes(shop: Shop): Router {
  const router = Router()
  const model = modelByName('Recycle')
  router.get('/api/Recycles', (_req, res) => {
    res.json({ status: 'success', data: { err: 'Sorry, this endpoint is not supported.' } })
  })
  router.get('/api/Recycles/:id', (req, res) => {
    let ids: unknown
    try {
      ids = JSON.parse(req.params.id)
    } catch {
      ids = undefined
    }
    const list = Array.isArray(ids) ? ids : [ids]
    if (list.length === 0 || !list.every((id) => typeof id === 'number' || typeof id === 'string')) {
      res.send(translatorFor(req)('Error fetching recycled items. Please try again'))
      return
    }
    const rows = recyclesByIds(shop.db, list as (number | string)[])
    res.json({ status: 'success', data: rows.map((row) => present(model, row)) })
  })
  return router
}
