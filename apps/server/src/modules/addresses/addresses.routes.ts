import { Router, type Request, type Response } from 'express'
import { currentSession, requireUser } from '../../platform/auth/guards.js'
import type { Shop } from '../../shop/shop.js'
import { modelByName } from '../rest/models.js'
import { RestError } from '../rest/rest-errors.js'
import { createResource, listResources, present, updateResource } from '../rest/rest.service.js'

const malicious = { status: 'error', data: 'Malicious activity detected.' }

/** `/api/Addresss`: every customer sees and deletes only their own addresses (spec/api.md §2.8.4). */
export function addressesRoutes(shop: Shop): Router {
  const router = Router()
  const model = modelByName('Address')
  const userId = (req: Request) => currentSession(req, shop)?.data.id
  const own = (req: Request) =>
    shop.db.prepare('SELECT * FROM Addresses WHERE id = ? AND UserId = ?').get(req.params.id, userId(req)) as
      Record<string, unknown> | undefined
  const rest = (res: Response, action: () => void) => {
    try {
      action()
    } catch (error) {
      if (!(error instanceof RestError)) throw error
      res.status(error.status).json(error.body)
    }
  }

  router.use('/api/Addresss', requireUser(shop))
  router.get('/api/Addresss', (req, res) => {
    res.json({ status: 'success', data: listResources(shop.db, model, { UserId: String(userId(req)) }) })
  })
  router.post('/api/Addresss', (req, res) => {
    rest(res, () => {
      const created = createResource(shop.db, model, { ...(req.body as object), UserId: userId(req) })
      res
        .status(201)
        .location(`/api/Addresss/${String(created.id)}`)
        .json({ status: 'success', data: created })
    })
  })
  router.get('/api/Addresss/:id', (req, res) => {
    const address = own(req)
    if (address) res.json({ status: 'success', data: present(model, address) })
    else res.status(400).json(malicious)
  })
  router.put('/api/Addresss/:id', (req, res) => {
    rest(res, () => {
      const body = { ...(req.body as object), UserId: userId(req) }
      res.json({ status: 'success', data: updateResource(shop.db, model, req.params.id, body) })
    })
  })
  router.delete('/api/Addresss/:id', (req, res) => {
    if (!own(req)) {
      res.status(400).json(malicious)
      return
    }
    shop.db.prepare('DELETE FROM Addresses WHERE id = ?').run(req.params.id)
    res.json({ status: 'success', data: 'Address deleted successfully.' })
  })
  return router
}
