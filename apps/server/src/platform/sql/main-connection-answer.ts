import type Database from 'better-sqlite3'
import type { QueryMode, SqlAnswer, SqlRow } from './bounded-protocol.js'
import { runOnMainConnection } from './raw-query.js'

/**
 * What the main connection answers for a raw query, in the shape the bounded worker answers (blobs as plain
 * Uint8Array, errors as `{code, message}`), so the two engines can be compared (the tests do, for every published
 * payload).
 */
export function mainConnectionAnswer(db: Database.Database, sql: string, mode: QueryMode): SqlAnswer {
  try {
    return { kind: 'rows', rows: runOnMainConnection(db, sql, mode).map(withPlainBlobs) }
  } catch (error) {
    const { code, message } = error as { code: string; message: string }
    return { kind: 'error', code, message }
  }
}

const withPlainBlobs = (row: SqlRow): SqlRow =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      Buffer.isBuffer(value) ? new Uint8Array(value) : value,
    ]),
  )
