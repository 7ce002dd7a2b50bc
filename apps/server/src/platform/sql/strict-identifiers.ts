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
export function withStrictIdentifiers(sql: string): StrictSql {
  let text = ''
  const unqualified = new Set<string>()
  let previous = '' // the last token that is not white space
  let index = 0
  while (index < sql.length) {
    const isDoubleQuoted = sql[index] === '"'
    const end = isDoubleQuoted ? endOfDoubleQuoted(sql, index) : skipToken(sql, index)
    const token = sql.slice(index, end)
    if (isDoubleQuoted && isTerminated(token)) {
      const name = token.slice(1, -1).replaceAll('""', '"')
      if (previous !== '.') unqualified.add(name)
      text += '`' + name.replaceAll('`', '``') + '`'
    } else text += token
    if (token.trim() !== '') previous = token
    index = end
  }
  return { text, unqualified }
}

export interface StrictSql {
  text: string
  /** Names that were written double-quoted without a table in front (`"x"`, not `t."x"`). */
  unqualified: ReadonlySet<string>
}

/**
 * The main connection's message for a column that is missing under the name given: for an unqualified
 * double-quoted name SQLite adds a hint, which back-quoted names do not get.
 */
export function mainConnectionMessage(message: string, strict: StrictSql): string {
  const missing = /^no such column: (.*)$/s.exec(message)?.[1]
  if (missing === undefined || !strict.unqualified.has(missing)) return message
  return `no such column: "${missing}" - should this be a string literal in single-quotes?`
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
