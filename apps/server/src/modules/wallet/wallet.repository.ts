import type Database from 'better-sqlite3'
import { nowIso } from '../../shop/database.js'

/** SQL of wallets and of the payment cards that pay into them. Values are always bound parameters. */
export interface CardRow {
  id: number
  UserId: number
  fullName: string
  cardNum: number
  expMonth: number
  expYear: number
}

/** The balance of a user's wallet, undefined when the user has none. */
export function walletBalance(db: Database.Database, userId: unknown): number | undefined {
  const row = db.prepare('SELECT balance FROM Wallets WHERE UserId = ?').get(userId) as
    { balance: number } | undefined
  return row?.balance
}

/** Adds `amount` (negative to debit); answers whether a wallet was changed. */
export function addToWallet(db: Database.Database, userId: unknown, amount: number): boolean {
  const { changes } = db
    .prepare('UPDATE Wallets SET balance = ROUND(balance + ?, 2), updatedAt = ? WHERE UserId = ?')
    .run(amount, nowIso(), userId)
  return changes > 0
}

/** A card of the given id that belongs to the user. */
export const ownCard = (db: Database.Database, cardId: unknown, userId: unknown): CardRow | undefined =>
  db.prepare('SELECT * FROM Cards WHERE id = ? AND UserId = ?').get(cardId, userId) as CardRow | undefined
