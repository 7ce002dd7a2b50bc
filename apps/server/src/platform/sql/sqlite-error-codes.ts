/**
 * sql.js reports failures as plain `Error(sqlite3_errmsg())` without the result code better-sqlite3 gives as
 * `error.code`. Where SQLite has no specific message, `sqlite3_errmsg` is the generic text of the code
 * (`sqlite3_errstr`), so that text names the code; every specific message (`no such column: x`,
 * `near "x": syntax error`, ...) belongs to SQLITE_ERROR, the only code the raw queries' statements produce with
 * their own messages.
 */
const codeOfGenericMessage: Record<string, string> = {
  'out of memory': 'SQLITE_NOMEM',
  'string or blob too big': 'SQLITE_TOOBIG',
  'datatype mismatch': 'SQLITE_MISMATCH',
  'column index out of range': 'SQLITE_RANGE',
  'database or disk is full': 'SQLITE_FULL',
  interrupted: 'SQLITE_INTERRUPT',
  'attempt to write a readonly database': 'SQLITE_READONLY',
  'database is locked': 'SQLITE_BUSY',
  'disk I/O error': 'SQLITE_IOERR',
  'database disk image is malformed': 'SQLITE_CORRUPT',
  'bad parameter or other API misuse': 'SQLITE_MISUSE',
}

export function sqliteErrorCode(message: string): string {
  return codeOfGenericMessage[message] ?? 'SQLITE_ERROR'
}
