import type Database from 'better-sqlite3'
import { writesOn } from './database.js'

/**
 * What changes with every write on a connection. Caches of what the database holds compare it to know they are
 * stale. A shop's connection counts its writes itself (cachingStatements); for any other connection SQLite is asked
 * for its count of rows it inserted, updated or deleted (`total_changes()`) and the schema's version.
 */
export function databaseState(db: Database.Database): string {
  const writes = writesOn(db)
  if (writes !== undefined) return `writes ${writes}`
  const { changes, version } = db
    .prepare('SELECT total_changes() AS changes, schema_version AS version FROM pragma_schema_version')
    .get() as { changes: number; version: number }
  return `${changes} ${version}`
}

/**
 * A reader of stored data that reads again only after the database changed (or was replaced by a reset): the
 * detectors judge every search answer and the engine is asked whether challenges are solved on every request, and
 * what they read rarely changes. Create one per shop.
 */
export function rereadAfterChanges<T>(read: (db: Database.Database) => T): (db: Database.Database) => T {
  let last: { db: Database.Database; state: string; value: T } | undefined
  return (db) => {
    const state = databaseState(db)
    if (last?.db !== db || last.state !== state) last = { db, state, value: read(db) }
    return last.value
  }
}
