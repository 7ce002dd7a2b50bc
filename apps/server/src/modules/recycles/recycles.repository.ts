import type Database from 'better-sqlite3'

/** The recycling requests with the given ids (numbers or texts), in id order. */
export const recyclesByIds = (
  db: Database.Database,
  ids: readonly (number | string)[],
): Record<string, unknown>[] =>
  db
    .prepare(`SELECT * FROM Recycles WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`)
    .all(...ids) as Record<string, unknown>[]
