import type Database from 'better-sqlite3'
import { nowIso } from '../../shop/database.js'

/** SQL of baskets and their items. Values are always bound parameters. */
export interface BasketRow {
  id: number
  coupon: string | null
  UserId: number | null
  createdAt: string
  updatedAt: string
}

export interface BasketItemRow {
  ProductId: number | null
  BasketId: number | null
  id: number
  quantity: number | null
  createdAt: string
  updatedAt: string
}

export interface StockRow {
  quantity: number
  limitPerUser: number | null
}

/** A basket by id; the id may be any text from a URL (no match for non-numbers). */
export const basketById = (db: Database.Database, id: unknown): BasketRow | undefined =>
  db.prepare('SELECT * FROM Baskets WHERE id = ?').get(id) as BasketRow | undefined

/** The products of a basket with their item rows, soft-deleted products included, in item order. */
export function basketContents(db: Database.Database, basketId: number): Record<string, unknown>[] {
  return db
    .prepare(
      `SELECT p.id, p.name, p.description, p.price, p.deluxePrice, p.image, p.createdAt, p.updatedAt, p.deletedAt,
              i.ProductId AS itemProductId, i.BasketId AS itemBasketId, i.id AS itemId, i.quantity AS itemQuantity,
              i.createdAt AS itemCreatedAt, i.updatedAt AS itemUpdatedAt
       FROM BasketItems i JOIN Products p ON p.id = i.ProductId WHERE i.BasketId = ? ORDER BY i.id`,
    )
    .all(basketId) as Record<string, unknown>[]
}

export const basketItemById = (db: Database.Database, id: unknown): BasketItemRow | undefined =>
  db.prepare('SELECT * FROM BasketItems WHERE id = ?').get(id) as BasketItemRow | undefined

/** The stock row of a product, soft-deleted products included. */
export const stockOf = (db: Database.Database, productId: unknown): StockRow | undefined =>
  db.prepare('SELECT quantity, limitPerUser FROM Quantities WHERE ProductId = ?').get(productId) as
    StockRow | undefined

export function insertBasketItem(
  db: Database.Database,
  item: { ProductId: number; BasketId: number | null; quantity: number },
): BasketItemRow {
  const now = nowIso()
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO BasketItems (ProductId, BasketId, quantity, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)',
    )
    .run(item.ProductId, item.BasketId, item.quantity, now, now)
  return basketItemById(db, Number(lastInsertRowid)) as BasketItemRow
}

export function setBasketCoupon(db: Database.Database, basketId: number, coupon: string | null): void {
  db.prepare('UPDATE Baskets SET coupon = ?, updatedAt = ? WHERE id = ?').run(coupon, nowIso(), basketId)
}

/** Clears the coupon and removes every item: what remains of a basket after its checkout. */
export function emptyBasket(db: Database.Database, basketId: number): void {
  setBasketCoupon(db, basketId, null)
  db.prepare('DELETE FROM BasketItems WHERE BasketId = ?').run(basketId)
}
