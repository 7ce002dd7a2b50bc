import type Database from 'better-sqlite3'
import { HttpError } from '../http/errors.js'
import type { BoundedSql } from './bounded-query.js'
import type { QueryMode, SqlRow } from './bounded-protocol.js'
import { firstStatement } from './first-statement.js'

export type { SqlRow } from './bounded-protocol.js'

/** SQL built by string concatenation: the text, and every value pasted into one of its `'...'` literals. */
export interface RawQuery {
  sql: string
  inputs: readonly string[]
}

/** The page a query answers when it had to be stopped (like the other sandboxes' time limits). */
export const UNAVAILABLE_MESSAGE = 'Sorry, we are temporarily not available! Please try again later.'

/**
 * Whether the pasted values cannot have changed the statement's structure. Every value of a raw query is pasted
 * inside a single-quoted SQL string literal, and in SQLite such a literal ends only at a `'` (a backslash escapes
 * nothing). SQLite also stops reading the text at a NUL character, which would cut the statement inside the literal.
 * Without either, each value stays one literal of the statement the developer wrote, so it costs what that
 * statement costs: no more than a scan of its tables.
 */
export const keepsStructure = (inputs: readonly string[]): boolean =>
  inputs.every((input) => !input.includes("'") && !input.includes('\0'))

/** better-sqlite3's refusal of a text with several statements (a RangeError, not an SQLite error). */
const isSeveralStatements = (error: unknown): boolean =>
  error instanceof RangeError && error.message.includes('more than one statement')

/** SQLite errors surface on the error page with their raw message, as write-ups expect (login, product search). */
function databaseError(error: unknown): unknown {
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code !== 'string' || typeof message !== 'string') return error
  return new HttpError(500, `${code}: ${message}`, 'DatabaseError')
}

/**
 * The deliberately injectable queries, run the way the reference's driver runs them: only the first statement of
 * the text is prepared, so stacked statements never execute, and SQLite errors become the error page with their
 * raw message. A query whose inputs kept its structure runs directly on the main connection; any other one may be
 * endless or huge (a recursive CTE, a cross join), so it runs bounded in a worker (bounded-query.ts), which answers
 * the same rows and errors, or 503 when it had to be stopped.
 */
export async function rawQueryRows(
  db: Database.Database,
  bounded: BoundedSql,
  query: RawQuery,
  mode: QueryMode,
): Promise<SqlRow[]> {
  if (keepsStructure(query.inputs)) return runDirectly(db, query.sql, mode)
  const outcome = await bounded.run(db, query.sql, mode)
  if (outcome.kind === 'unavailable') throw new HttpError(503, UNAVAILABLE_MESSAGE)
  if (outcome.kind === 'error') throw databaseError(outcome)
  return outcome.rows.map(withBuffers)
}

/**
 * The statement as the reference's driver runs it, on the main connection (blocking until it is done): better-sqlite3
 * refuses a text of several statements, so only the first one is prepared then. SQLite errors are thrown as they
 * come (`code`, `message`).
 */
export function runOnMainConnection(db: Database.Database, sql: string, mode: QueryMode): SqlRow[] {
  let statement: Database.Statement
  try {
    statement = db.prepare(sql)
  } catch (error) {
    if (!isSeveralStatements(error)) throw error
    statement = db.prepare(firstStatement(sql))
  }
  if (mode === 'all') return statement.all() as SqlRow[]
  const row = statement.get() as SqlRow | undefined
  return row ? [row] : []
}

function runDirectly(db: Database.Database, sql: string, mode: QueryMode): SqlRow[] {
  try {
    return runOnMainConnection(db, sql, mode)
  } catch (error) {
    throw databaseError(error)
  }
}

/** Blobs cross the thread boundary as Uint8Array; better-sqlite3 answers them as Buffers. */
function withBuffers(row: SqlRow): SqlRow {
  for (const [column, value] of Object.entries(row)) {
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
      row[column] = Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    }
  }
  return row
}
