import type Database from 'better-sqlite3'
import { databaseState } from '../../shop/database-state.js'

/**
 * What a complete dump through the search injection contains, read only when a search answer is judged (the
 * detectors skip it once their challenge is solved).
 */

/** Email and password hash of every non-deleted user, as texts (a null password of an API-made user cannot leak). */
export const storedCredentials = (db: Database.Database): string[] =>
  (db.prepare('SELECT email, password FROM Users WHERE deletedAt IS NULL').all() as Record<string, unknown>[])
    .flatMap(({ email, password }) => [email, password])
    .filter((value): value is string => typeof value === 'string')

/** The CREATE statement of every table, index and view that has one. */
export const tableDefinitions = (db: Database.Database): string[] =>
  (db.prepare('SELECT sql FROM sqlite_master WHERE sql IS NOT NULL').all() as { sql: string }[]).map(
    (row) => row.sql,
  )

/**
 * A reader of stored data that reads again only after the database changed (or was replaced by a reset): the
 * detectors judge every search answer, and the lists they compare with rarely change. Create one per shop.
 */
export function rereadAfterChanges<T>(read: (db: Database.Database) => T): (db: Database.Database) => T {
  let last: { db: Database.Database; state: string; value: T } | undefined
  return (db) => {
    const state = databaseState(db)
    if (last?.db !== db || last.state !== state) last = { db, state, value: read(db) }
    return last.value
  }
}
