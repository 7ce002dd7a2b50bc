import { readFileSync } from 'node:fs'
import type { Database, SqlJsStatic, SqlValue, Statement } from 'sql.js'
import type { QueryMode, SqlAnswer, SqlRow, SqlWorkerSettings } from './bounded-protocol.js'
import { sqliteErrorCode } from './sqlite-error-codes.js'
import { mainConnectionMessage, withStrictIdentifiers } from './strict-identifiers.js'

/** The parts of sql.js's Emscripten module (not in its type declarations) needed to drop an SQL function. */
interface SqlJsModule {
  stringToNewUTF8(text: string): number
  _free(pointer: number): void
  _sqlite3_create_function_v2(...args: number[]): number
}

const SQLITE_UTF8 = 1

/**
 * Runs raw queries on a copy of the shop's database inside sql.js (SQLite compiled to WebAssembly), answering like
 * better-sqlite3 does on the main connection: the first statement only, rows as objects (column name → value),
 * errors as `{code, message}`. Lives in the bounded SQL worker; WebAssembly stops when that worker is terminated.
 */
export class SqlJsRunner {
  private database: Database | undefined

  private constructor(
    private readonly sqlJs: SqlJsStatic,
    private readonly settings: SqlWorkerSettings,
  ) {}

  /** Loads sql.js (only ever imported here, inside the worker) with its WebAssembly binary. */
  static async create(settings: SqlWorkerSettings): Promise<SqlJsRunner> {
    const { default: initSqlJs } = await import('sql.js')
    const binary = readFileSync(settings.wasmPath)
    const wasmBinary = binary.buffer.slice(binary.byteOffset, binary.byteOffset + binary.byteLength)
    return new SqlJsRunner(await initSqlJs({ wasmBinary }), settings)
  }

  /** Replaces the current copy of the database. */
  load(bytes: Uint8Array): void {
    this.database?.close()
    this.database = undefined
    const database = new this.sqlJs.Database(bytes)
    database.exec(
      `PRAGMA hard_heap_limit = ${this.settings.heapLimitBytes}; PRAGMA temp_store = MEMORY; PRAGMA query_only = 1`,
    )
    this.dropForeignFunctions(database)
    this.database = database
  }

  run(sql: string, mode: QueryMode): SqlAnswer {
    if (!this.database) throw new Error('no database loaded')
    let statement: Statement | undefined
    try {
      statement = prepareLikeMainConnection(this.database, sql)
      return this.collect(statement, mode)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      return { kind: 'error', code: sqliteErrorCode(message), message }
    } finally {
      statement?.free()
    }
  }

  private collect(statement: Statement, mode: QueryMode): SqlAnswer {
    const { maxRows, maxResultBytes } = this.settings
    const columns = statement.getColumnNames()
    const rows: SqlRow[] = []
    let bytes = 0
    while (statement.step()) {
      if (rows.length === maxRows) return refused(`query result has more than ${maxRows} rows`)
      const values = statement.get()
      bytes += values.reduce<number>((sum, value) => sum + sizeOf(value), 0)
      if (bytes > maxResultBytes) return refused(`query result is larger than ${maxResultBytes} bytes`)
      const row: SqlRow = {}
      columns.forEach((column, index) => (row[column] = values[index]))
      rows.push(row)
      if (mode === 'first') break
    }
    return { kind: 'rows', rows }
  }

  /**
   * sql.js registers extra functions (`reverse`, `padl`, `median`, ...) the main connection does not have; an
   * injection using one must fail with `no such function` there as here, so they are deleted again.
   */
  private dropForeignFunctions(database: Database): void {
    const allowed = new Set(this.settings.functions.map(({ name, narg }) => `${name}/${narg}`))
    const present = database.exec('SELECT DISTINCT name, narg FROM pragma_function_list')[0]?.values ?? []
    const sqlJs = this.sqlJs as unknown as SqlJsModule
    const handle = (database as unknown as { db: number }).db
    for (const [name, narg] of present) {
      if (allowed.has(`${String(name)}/${String(narg)}`)) continue
      const namePointer = sqlJs.stringToNewUTF8(String(name))
      try {
        // no callbacks at all deletes the function (sqlite3_create_function_v2)
        sqlJs._sqlite3_create_function_v2(handle, namePointer, Number(narg), SQLITE_UTF8, 0, 0, 0, 0, 0)
      } finally {
        sqlJs._free(namePointer)
      }
    }
  }
}

/**
 * Prepares the first statement of `sql` as the main connection would (sql.js, like SQLite, ignores the text after
 * it). Double-quoted identifiers are written as back-quoted ones so they never become string literals (see
 * strict-identifiers.ts); a syntax error is reported for the text as written, which fails at the same token since
 * both quotings parse alike.
 */
function prepareLikeMainConnection(database: Database, sql: string): Statement {
  const strict = withStrictIdentifiers(sql)
  if (strict.text === sql) return database.prepare(sql)
  try {
    return database.prepare(strict.text)
  } catch (error) {
    if (!(error instanceof Error)) throw error
    if (!isSyntaxError(error.message)) {
      error.message = mainConnectionMessage(error.message, strict)
      throw error
    }
    database.prepare(sql).free()
    throw error
  }
}

const isSyntaxError = (message: string): boolean =>
  /^near ".*": syntax error$/s.test(message) || message.startsWith('unrecognized token:')

function sizeOf(value: SqlValue): number {
  if (typeof value === 'string') return value.length * 2
  if (value instanceof Uint8Array) return value.byteLength
  return 8
}

const refused = (message: string): SqlAnswer => ({ kind: 'error', code: 'SQLITE_TOOBIG', message })
