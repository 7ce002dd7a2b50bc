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

const closingQuote: Record<string, string> = { "'": "'", '"': '"', '`': '`', '[': ']' }

/** Index just after the token starting at `index` (a quoted run, a comment or a single character). */
function skipToken(sql: string, index: number): number {
  const char = sql[index] ?? ''
  const rest = sql.slice(index, index + 2)
  if (rest === '--') return endOf(sql, '\n', index + 2)
  if (rest === '/*') return endOf(sql, '*/', index + 2)
  const closing = closingQuote[char]
  if (closing === undefined) return index + 1
  // a doubled closing quote inside a literal is an escaped quote, which this loop simply treats as two literals
  return endOf(sql, closing, index + 1)
}

function endOf(sql: string, terminator: string, from: number): number {
  const found = sql.indexOf(terminator, from)
  return found === -1 ? sql.length : found + terminator.length
}
