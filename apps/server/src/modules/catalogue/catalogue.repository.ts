import type Database from 'better-sqlite3'
import type { BoundedSql } from '../../platform/sql/bounded-query.js'
import { rawQueryRows } from '../../platform/sql/raw-query.js'

export type ProductRow = Record<string, unknown>

// vuln-code-snippet start dbSchemaChallenge unionSqlInjectionChallenge
// vuln-code-snippet hide-start dbSchemaChallenge unionSqlInjectionChallenge
/**
 * The product search of GET /rest/products/search. The criteria are pasted into the statement unescaped, so a
 * search text can close the string and both parentheses and append a UNION over any table. Like the reference's
 * driver, only the first statement of the text runs: stacked statements are never executed. An injected statement
 * runs bounded in time and memory (platform/sql/raw-query.ts).
 */
// vuln-code-snippet hide-end dbSchemaChallenge unionSqlInjectionChallenge
// Products whose name or description contains the search text, ordered by name.
export function searchProductRows(
  db: Database.Database,
  bounded: BoundedSql,
  criteria: string,
): Promise<ProductRow[]> {
  const sql = `SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name` // vuln-code-snippet vuln-line unionSqlInjectionChallenge dbSchemaChallenge
  return rawQueryRows(db, bounded, { sql, inputs: [criteria] }, 'all')
}
// vuln-code-snippet end dbSchemaChallenge unionSqlInjectionChallenge

/** Up to 20 products whose name or description contains `text` (a bound parameter, as an ordinary search would be). */
export const productsContaining = (db: Database.Database, text: string): ProductRow[] =>
  db
    .prepare(
      `SELECT id, name, description, price, image FROM Products
       WHERE (name LIKE ? OR description LIKE ?) AND deletedAt IS NULL ORDER BY name LIMIT 20`,
    )
    .all(`%${text}%`, `%${text}%`) as ProductRow[]
