import type Database from 'better-sqlite3'
import { HttpError } from '../http/errors.js'
import { firstStatement } from './first-statement.js'

/** better-sqlite3's refusal of a text with several statements (a RangeError, not an SQLite error). */
const isSeveralStatements = (error: unknown): boolean =>
  error instanceof RangeError && error.message.includes('more than one statement')

/** SQLite errors surface on the error page with their raw message, as write-ups expect (spec/api.md §2.1, §2.2). */
function databaseError(error: unknown): unknown {
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code !== 'string' || typeof message !== 'string') return error
  return new HttpError(500, `${code}: ${message}`, 'DatabaseError')
}

/**
 * Runs SQL built by string concatenation (the deliberately injectable queries) the way the reference's driver
 * does: only the first statement of the text is prepared, so stacked statements never execute, and SQLite
 * errors become the error page with their raw message.
 */
export function runRawQuery<T>(
  db: Database.Database,
  sql: string,
  run: (statement: Database.Statement) => T,
): T {
  try {
    let statement: Database.Statement
    try {
      statement = db.prepare(sql)
    } catch (error) {
      if (!isSeveralStatements(error)) throw error
      statement = db.prepare(firstStatement(sql))
    }
    return run(statement)
  } catch (error) {
    throw databaseError(error)
  }
}
