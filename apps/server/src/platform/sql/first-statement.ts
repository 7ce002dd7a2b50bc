import { skipToken } from './sql-tokens.js'

/**
 * The first SQL statement of a text, i.e. everything before the first `;` that is not inside a string literal, a
 * quoted identifier or a comment (SQLite's quoting rules).
 *
 * Why: the reference runs its raw login query through a driver that prepares only the first statement and silently
 * ignores the rest, so an injected `';` ends the query there. better-sqlite3 refuses such text instead; running
 * just the first statement reproduces the reference's answers without ever executing stacked statements.
 */
export function firstStatement(sql: string): string {
  let index = 0
  while (index < sql.length) {
    const char = sql[index]
    if (char === ';') return sql.slice(0, index)
    index = skipToken(sql, index)
  }
  return sql
}
