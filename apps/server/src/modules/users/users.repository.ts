import type Database from 'better-sqlite3'
import type { TokenUser } from '@juicy/contracts'
import { nowIso } from '../../shop/database.js'

type UserRow = Omit<TokenUser, 'isActive'> & { isActive: number }

const toUser = (row: UserRow): TokenUser => ({ ...row, isActive: Boolean(row.isActive) })

/** Active (not soft-deleted) user by email and password hash. */
export function findByCredentials(
  db: Database.Database,
  email: string,
  passwordHash: string,
): TokenUser | undefined {
  const row = db
    .prepare('SELECT * FROM Users WHERE email = ? AND password = ? AND deletedAt IS NULL')
    .get(email, passwordHash) as UserRow | undefined
  return row && toUser(row)
}

export function findUserById(db: Database.Database, id: number): TokenUser | undefined {
  const row = db.prepare('SELECT * FROM Users WHERE id = ? AND deletedAt IS NULL').get(id) as
    UserRow | undefined
  return row && toUser(row)
}

export function allUsers(db: Database.Database): TokenUser[] {
  return (db.prepare('SELECT * FROM Users WHERE deletedAt IS NULL ORDER BY id').all() as UserRow[]).map(
    toUser,
  )
}

/** The user's basket id, creating the basket on first use (spec/data.md §3.8). */
export function basketIdOf(db: Database.Database, userId: number): number {
  const existing = db.prepare('SELECT id FROM Baskets WHERE UserId = ? ORDER BY id LIMIT 1').get(userId) as
    { id: number } | undefined
  if (existing) return existing.id
  const now = nowIso()
  return Number(
    db.prepare('INSERT INTO Baskets (UserId, createdAt, updatedAt) VALUES (?, ?, ?)').run(userId, now, now)
      .lastInsertRowid,
  )
}

export function createWallet(db: Database.Database, userId: number): void {
  const now = nowIso()
  db.prepare('INSERT INTO Wallets (UserId, balance, createdAt, updatedAt) VALUES (?, 0, ?, ?)').run(
    userId,
    now,
    now,
  )
}
