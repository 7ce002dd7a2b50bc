import { skipToken } from './sql-tokens.js'

/**
 * The same SQL with every complete double-quoted identifier written in back-quotes (`"a""b"` → `` `a"b` ``).
 *
 * Why: the shop's better-sqlite3 build disables SQLite's "double-quoted string literal" fallback (DQS=0), so
 * `"abc"` naming no column is an error (`no such column: abc`). sql.js keeps the fallback on and offers no way to
 * turn it off; back-quoted identifiers never fall back to strings, so the rewritten text behaves like the original
 * does on the main connection. Literals, comments and other quoted identifiers are left untouched; an unterminated
 * double quote stays as written so the tokenizer error is the same.
 */
export function withStrictIdentifiers(sql: string): string {
  let result = ''
  let index = 0
  while (index < sql.length) {
    const end = sql[index] === '"' ? endOfDoubleQuoted(sql, index) : skipToken(sql, index)
    const token = sql.slice(index, end)
    result += sql[index] === '"' && isTerminated(token) ? backQuoted(token) : token
    index = end
  }
  return result
}

/** Index after the double-quoted identifier starting at `start`, stepping over doubled quotes inside it. */
function endOfDoubleQuoted(sql: string, start: number): number {
  let index = start + 1
  for (;;) {
    const quote = sql.indexOf('"', index)
    if (quote === -1) return sql.length
    if (sql[quote + 1] !== '"') return quote + 1
    index = quote + 2
  }
}

const isTerminated = (token: string): boolean =>
  token.length >= 2 && token.endsWith('"') && /^"(?:[^"]|"")*"$/s.test(token)

const backQuoted = (token: string): string =>
  '`' + token.slice(1, -1).replaceAll('""', '"').replaceAll('`', '``') + '`'
