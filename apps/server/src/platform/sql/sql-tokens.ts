/**
 * A minimal SQLite tokenizer: just enough to step over string literals, quoted identifiers and comments, so the
 * SQL helpers beside it can find `;` and `"` that are real syntax (SQLite's quoting rules).
 */

const closingQuote: Record<string, string> = { "'": "'", '"': '"', '`': '`', '[': ']' }

/** Index just after the token starting at `index` (a quoted run, a comment or a single character). */
export function skipToken(sql: string, index: number): number {
  const char = sql[index] ?? ''
  const rest = sql.slice(index, index + 2)
  if (rest === '--') return endOf(sql, '\n', index + 2)
  if (rest === '/*') return endOf(sql, '*/', index + 2)
  const closing = closingQuote[char]
  if (closing === undefined) return index + 1
  // a doubled closing quote inside a literal is an escaped quote, which callers simply see as two literals
  return endOf(sql, closing, index + 1)
}

function endOf(sql: string, terminator: string, from: number): number {
  const found = sql.indexOf(terminator, from)
  return found === -1 ? sql.length : found + terminator.length
}
