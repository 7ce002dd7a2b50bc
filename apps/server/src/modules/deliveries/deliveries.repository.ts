import type Database from 'better-sqlite3'

export interface DeliveryRow {
  id: number
  name: string
  price: number
  deluxePrice: number
  eta: number
  icon: string
}

export const allDeliveries = (db: Database.Database): DeliveryRow[] =>
  db.prepare('SELECT * FROM Deliveries ORDER BY id').all() as DeliveryRow[]

export const deliveryById = (db: Database.Database, id: string): DeliveryRow | undefined =>
  db.prepare('SELECT * FROM Deliveries WHERE id = ?').get(id) as DeliveryRow | undefined
