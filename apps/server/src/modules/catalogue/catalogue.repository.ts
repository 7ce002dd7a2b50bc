import type Database from 'better-sqlite3'
import type { BoundedQueries } from '../../platform/sql/bounded-query.js'
import { rawQueryRows } from '../../platform/sql/raw-query.js'
import type { StoredCredential } from '../../shop/events/catalogue-events.js'

export type ProductRow = Record<string, unknown>

// vuln-code-snippet start dbSchemaChallenge unionSqlInjectionChallenge
// vuln-code-snippet hide-start dbSchemaChallenge unionSqlInjectionChallenge
/**
 * The product search of spec/api.md §2.2 note S. The criteria are pasted into the statement unescaped, so a
 * search text can close the string and both parentheses and append a UNION over any table. Like the reference's
 * driver, only the first statement of the text runs: stacked statements are never executed. An injected statement
 * runs bounded in time and memory (platform/sql/raw-query.ts).
 */
// vuln-code-snippet hide-end dbSchemaChallenge unionSqlInjectionChallenge
// Products whose name or description contains the search text, ordered by name.
export function searchProductRows(
  db: Database.Database,
  bounded: BoundedQueries,
  criteria: string,
): Promise<ProductRow[]> {
  const sql = `SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name` // vuln-code-snippet vuln-line unionSqlInjectionChallenge dbSchemaChallenge
  return rawQueryRows(db, bounded, { sql, inputs: [criteria] }, 'all')
}
// vuln-code-snippet end dbSchemaChallenge unionSqlInjectionChallenge

/** Email and password hash of every non-deleted user (what a complete credentials dump contains). */
export const storedCredentials = (db: Database.Database): StoredCredential[] =>
  db.prepare('SELECT email, password FROM Users WHERE deletedAt IS NULL').all() as StoredCredential[]

/** The CREATE statement of every table, index and view that has one (what a complete schema dump contains). */
export const tableDefinitions = (db: Database.Database): string[] =>
  (db.prepare('SELECT sql FROM sqlite_master WHERE sql IS NOT NULL').all() as { sql: string }[]).map(
    (row) => row.sql,
  )

/** The stored description of a product, deleted or not (undefined when there is no such row). */
export function storedDescription(db: Database.Database, id: number): unknown {
  const row = db.prepare('SELECT description FROM Products WHERE id = ?').get(id) as ProductRow | undefined
  return row?.description
}
