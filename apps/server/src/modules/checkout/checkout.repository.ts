import type Database from 'better-sqlite3'
import { nowIso } from '../../shop/database.js'

/** SQL of the checkout: basket items with their products, stock, delivery methods and addresses. */
export interface CheckoutItem {
  productId: number
  name: string
  price: unknown
  deluxePrice: unknown
  quantity: number
}

export interface DeliveryMethod {
  price: number
  deluxePrice: number
  eta: number
}

// vuln-code-snippet start christmasSpecialChallenge
// vuln-code-snippet hide-line christmasSpecialChallenge
/** The items of a basket with their products, soft-deleted products included (checkout never asks). */
export const checkoutItems = (db: Database.Database, basketId: number): CheckoutItem[] =>
  db
    .prepare(
      `SELECT i.ProductId AS productId, p.name, p.price, p.deluxePrice, i.quantity
       FROM BasketItems i JOIN Products p ON p.id = i.ProductId WHERE i.BasketId = ? ORDER BY i.id`, // vuln-code-snippet neutral-line christmasSpecialChallenge
    )
    .all(basketId) as CheckoutItem[]
// vuln-code-snippet end christmasSpecialChallenge

/** Takes an ordered quantity out of stock (a negative quantity puts stock back). Nothing clamps the result. */
export function decrementStock(db: Database.Database, productId: number, quantity: number): void {
  db.prepare('UPDATE Quantities SET quantity = quantity - ?, updatedAt = ? WHERE ProductId = ?').run(
    quantity,
    nowIso(),
    productId,
  )
}

export const deliveryMethodById = (db: Database.Database, id: string): DeliveryMethod | undefined =>
  db.prepare('SELECT price, deluxePrice, eta FROM Deliveries WHERE id = ?').get(id) as
    DeliveryMethod | undefined

export const isOwnAddress = (db: Database.Database, addressId: string, userId: unknown): boolean =>
  db.prepare('SELECT 1 FROM Addresses WHERE id = ? AND UserId = ?').get(addressId, userId) !== undefined
