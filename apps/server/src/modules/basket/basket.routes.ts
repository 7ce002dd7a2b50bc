import { Router } from 'express'
import { requireJwt } from '../../platform/auth/guards.js'
import type { Shop } from '../../shop/shop.js'

/** GET /rest/basket/:id, first version: the basket with its products and item rows. */
export function basketRoutes(shop: Shop): Router {
  const router = Router()
  router.get('/rest/basket/:id', requireJwt, (req, res) => {
    const basket = shop.db.prepare('SELECT * FROM Baskets WHERE id = ?').get(req.params.id) as
      Record<string, unknown> | undefined
    if (!basket) {
      res.json({ status: 'success', data: null })
      return
    }
    const rows = shop.db
      .prepare(
        `SELECT p.id, p.name, p.description, p.price, p.deluxePrice, p.image, p.createdAt, p.updatedAt, p.deletedAt,
                i.ProductId AS itemProductId, i.BasketId AS itemBasketId, i.id AS itemId, i.quantity AS itemQuantity,
                i.createdAt AS itemCreatedAt, i.updatedAt AS itemUpdatedAt
         FROM BasketItems i JOIN Products p ON p.id = i.ProductId WHERE i.BasketId = ? ORDER BY i.id`,
      )
      .all(basket.id) as Record<string, unknown>[]
    const Products = rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      price: row.price,
      deluxePrice: row.deluxePrice,
      image: row.image,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      deletedAt: row.deletedAt,
      BasketItem: {
        ProductId: row.itemProductId,
        BasketId: row.itemBasketId,
        id: row.itemId,
        quantity: row.itemQuantity,
        createdAt: row.itemCreatedAt,
        updatedAt: row.itemUpdatedAt,
      },
    }))
    res.json({ status: 'success', data: { ...basket, Products } })
  })
  return router
}
