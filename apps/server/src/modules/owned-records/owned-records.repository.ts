import type Database from 'better-sqlite3'

export type RecordRow = Record<string, unknown>

/** Tables whose rows belong to one customer and are reached only through their owner's session. */
export type OwnedTable = 'Addresses' | 'Cards'

/**
 * The caller's rows of an owned table. `userId` and `id` come from sessions and URLs, so they arrive as SQL-bindable
 * values (numbers, texts or null, which matches nothing).
 */
export const ownedRows = (
  db: Database.Database,
  table: OwnedTable,
  userId: number | string | null,
): RecordRow[] => db.prepare(`SELECT * FROM ${table} WHERE UserId = ? ORDER BY id`).all(userId) as RecordRow[]

export const ownedRow = (
  db: Database.Database,
  table: OwnedTable,
  id: string,
  userId: number | string | null,
): RecordRow | undefined =>
  db.prepare(`SELECT * FROM ${table} WHERE id = ? AND UserId = ?`).get(id, userId) as RecordRow | undefined

/** References other tables keep to an owned row; they are let go before the row is deleted. */
const referencesTo: Record<OwnedTable, readonly { table: string; column: string }[]> = {
  Addresses: [{ table: 'Recycles', column: 'AddressId' }],
  Cards: [],
}

/** Deletes an owned row; recycling requests that named a deleted address keep their record without it. */
export function deleteOwnedRow(db: Database.Database, table: OwnedTable, id: unknown): void {
  db.transaction(() => {
    for (const reference of referencesTo[table])
      db.prepare(
        `UPDATE ${reference.table} SET ${reference.column} = NULL WHERE ${reference.column} = ?`,
      ).run(id)
    db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id)
  })()
}
