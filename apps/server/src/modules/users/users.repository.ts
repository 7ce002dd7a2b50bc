import type Database from 'better-sqlite3'
import type { TokenUser } from '@juicy/contracts'
import type { BoundedSql } from '../../platform/sql/bounded-query.js'
import { rawQueryRows } from '../../platform/sql/raw-query.js'
import { nowIso } from '../../shop/database.js'

type UserRow = Omit<TokenUser, 'isActive'> & { isActive: number }

const toUser = (row: UserRow): TokenUser => ({ ...row, isActive: Boolean(row.isActive) })

// vuln-code-snippet start loginAdminChallenge loginBenderChallenge loginJimChallenge ghostLoginChallenge ephemeralAccountantChallenge
// vuln-code-snippet hide-start loginAdminChallenge loginBenderChallenge loginJimChallenge ghostLoginChallenge ephemeralAccountantChallenge
/**
 * The login lookup: the first row of a query built by string concatenation, so SQL
 * injected through the email is executed as written. Only the first statement of the text runs; an injected one
 * runs bounded in time and memory (platform/sql/raw-query.ts).
 */
// vuln-code-snippet hide-end loginAdminChallenge loginBenderChallenge loginJimChallenge ghostLoginChallenge ephemeralAccountantChallenge
export async function findByCredentials(
  db: Database.Database,
  bounded: BoundedSql,
  email: string,
  passwordHash: string,
): Promise<TokenUser | undefined> {
  const sql = `SELECT * FROM Users WHERE email = '${email}' AND password = '${passwordHash}' AND deletedAt IS NULL` // vuln-code-snippet vuln-line loginAdminChallenge loginBenderChallenge loginJimChallenge ephemeralAccountantChallenge ghostLoginChallenge
  const [row] = (await rawQueryRows(
    db,
    bounded,
    { sql, inputs: [email, passwordHash] },
    'first',
  )) as UserRow[]
  return row && toUser(row)
}
// vuln-code-snippet end loginAdminChallenge loginBenderChallenge loginJimChallenge ghostLoginChallenge ephemeralAccountantChallenge

/** Whether a non-deleted user with exactly this email is stored. */
export function isEmailRegistered(db: Database.Database, email: unknown): boolean {
  if (typeof email !== 'string') return false
  return (
    db.prepare('SELECT 1 FROM Users WHERE email = ? AND deletedAt IS NULL LIMIT 1').get(email) !== undefined
  )
}

export function findUserById(db: Database.Database, id: unknown): TokenUser | undefined {
  if (typeof id !== 'number' && typeof id !== 'string') return undefined
  const row = db.prepare('SELECT * FROM Users WHERE id = ? AND deletedAt IS NULL').get(id) as
    UserRow | undefined
  return row && toUser(row)
}

export function allUsers(db: Database.Database): TokenUser[] {
  return (db.prepare('SELECT * FROM Users WHERE deletedAt IS NULL ORDER BY id').all() as UserRow[]).map(
    toUser,
  )
}

export function updateLastLoginIp(db: Database.Database, id: number, lastLoginIp: string): void {
  db.prepare('UPDATE Users SET lastLoginIp = ?, updatedAt = ? WHERE id = ?').run(lastLoginIp, nowIso(), id)
}

/** The user's basket id, creating the basket on first use. */
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

/** Makes a user a deluxe member with the given membership token. */
export function setDeluxeRole(db: Database.Database, id: number, token: string): void {
  db.prepare("UPDATE Users SET role = 'deluxe', deluxeToken = ?, updatedAt = ? WHERE id = ?").run(
    token,
    nowIso(),
    id,
  )
}
