import { Router, type Request } from 'express'
import { currentSession, denyAll, requireUser } from '../../platform/auth/guards.js'
import type { Shop } from '../../shop/shop.js'
import { modelByName } from '../rest/models.js'
import { RestError } from '../rest/rest-errors.js'
import { createResource, present } from '../rest/rest.service.js'

/** Card numbers are shown as 12 `*` plus the last four digits. */
export const maskCardNumber = (cardNum: unknown): string => `${'*'.repeat(12)}${String(cardNum).slice(-4)}`

/** `/api/Cards`: the caller's saved payment cards, masked (spec/api.md §2.8.4). */
export function cardsRoutes(shop: Shop): Router {
  const router = Router()
  const model = modelByName('Card')
  const userId = (req: Request) => currentSession(req, shop)?.data.id
  const masked = (row: Record<string, unknown>) => ({
    ...present(model, row),
    cardNum: maskCardNumber(row.cardNum),
  })
  const own = (req: Request) =>
    shop.db.prepare('SELECT * FROM Cards WHERE id = ? AND UserId = ?').get(req.params.id, userId(req)) as
      Record<string, unknown> | undefined

  router.use('/api/Cards', requireUser(shop))
  router.get('/api/Cards', (req, res) => {
    const rows = shop.db
      .prepare('SELECT * FROM Cards WHERE UserId = ? ORDER BY id')
      .all(userId(req)) as Record<string, unknown>[]
    res.json({ status: 'success', data: rows.map(masked) })
  })
  router.post('/api/Cards', (req, res) => {
    try {
      const created = createResource(shop.db, model, { ...(req.body as object), UserId: userId(req) })
      res
        .status(201)
        .location(`/api/Cards/${String(created.id)}`)
        .json({ status: 'success', data: created })
    } catch (error) {
      if (!(error instanceof RestError)) throw error
      res.status(error.status).json(error.body)
    }
  })
  router.get('/api/Cards/:id', (req, res) => {
    const card = own(req)
    if (card) res.json({ status: 'success', data: masked(card) })
    else res.status(400).json({ status: 'error', data: 'Malicious activity detected' })
  })
  router.delete('/api/Cards/:id', (req, res) => {
    if (!own(req)) {
      res.status(400).json({ status: 'error', data: 'Malicious activity detected.' })
      return
    }
    shop.db.prepare('DELETE FROM Cards WHERE id = ?').run(req.params.id)
    res.json({ status: 'success', data: 'Card deleted successfully.' })
  })
  // Changing a saved card is not offered: `denied` as in the matrix (spec/api.md §2.8.2), like the reference's 401.
  router.put('/api/Cards/:id', denyAll)
  return router
}
