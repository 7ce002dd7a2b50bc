import { Router } from 'express'
import { isDeluxe } from '../../platform/auth/roles.js'
import type { Shop } from '../../shop/shop.js'

interface DeliveryRow {
  id: number
  name: string
  price: number
  deluxePrice: number
  eta: number
  icon: string
}

/** `/api/Deliverys`: delivery methods, at deluxe prices for verified deluxe members (spec/api.md §2.8.4). */
export function deliveriesRoutes(shop: Shop): Router {
  const router = Router()
  const present = (row: DeliveryRow, deluxe: boolean) => ({
    id: row.id,
    name: row.name,
    price: deluxe ? row.deluxePrice : row.price,
    eta: row.eta,
    icon: row.icon,
  })
  router.get('/api/Deliverys', (req, res) => {
    const rows = shop.db.prepare('SELECT * FROM Deliveries ORDER BY id').all() as DeliveryRow[]
    const deluxe = isDeluxe(req)
    res.json({ status: 'success', data: rows.map((row) => present(row, deluxe)) })
  })
  router.get('/api/Deliverys/:id', (req, res) => {
    const row = shop.db.prepare('SELECT * FROM Deliveries WHERE id = ?').get(req.params.id) as
      DeliveryRow | undefined
    if (row) res.json({ status: 'success', data: present(row, isDeluxe(req)) })
    else res.status(400).json({ status: 'error' })
  })
  return router
}
