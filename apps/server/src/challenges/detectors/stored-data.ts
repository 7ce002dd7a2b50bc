import type Database from 'better-sqlite3'

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
