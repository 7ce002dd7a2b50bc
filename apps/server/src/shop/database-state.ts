import type Database from 'better-sqlite3'

/**
 * What changes with every write on a connection: SQLite's count of rows it inserted, updated or deleted
 * (`total_changes()`) and the schema's version. Caches of what the database holds compare it to know they are stale.
 */
export function databaseState(db: Database.Database): string {
  const { changes, version } = db
    .prepare('SELECT total_changes() AS changes, schema_version AS version FROM pragma_schema_version')
    .get() as { changes: number; version: number }
  return `${changes} ${version}`
}
