import { Router } from 'express'
import { isDeluxe } from '../../platform/auth/roles.js'
import type { Shop } from '../../shop/shop.js'
import { allDeliveries, deliveryById, type DeliveryRow } from './deliveries.repository.js'

/** `/api/Deliverys`: delivery methods, at deluxe prices for verified deluxe members. */
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
    const rows = allDeliveries(shop.db)
    const deluxe = isDeluxe(req)
    res.json({ status: 'success', data: rows.map((row) => present(row, deluxe)) })
  })
  router.get('/api/Deliverys/:id', (req, res) => {
    const row = deliveryById(shop.db, String(req.params.id))
    if (row) res.json({ status: 'success', data: present(row, isDeluxe(req)) })
    else res.status(400).json({ status: 'error' })
  })
  return router
}
