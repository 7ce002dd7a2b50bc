/** Messages between the bounded SQL engine (bounded-query.ts) and its worker thread (sql-worker.ts). */

export type SqlRow = Record<string, unknown>

/** `first`: the first row only, like better-sqlite3's `get()`; `all`: every row, like `all()`. */
export type QueryMode = 'first' | 'all'

/** A function of the main connection (name and argument count, -1 for any), from `pragma_function_list`. */
export interface FunctionSignature {
  name: string
  narg: number
}

/** Fixed for a worker's life; given as `workerData`. */
export interface SqlWorkerSettings {
  /** File of sql.js's WebAssembly binary. */
  wasmPath: string
  /** The main connection's SQL functions: the worker's copy offers exactly these (as far as sql.js has them). */
  functions: FunctionSignature[]
  /** SQLite's own allocation limit inside the worker (`PRAGMA hard_heap_limit`); more fails with `out of memory`. */
  heapLimitBytes: number
  /** Results with more rows are refused. */
  maxRows: number
  /** Results whose values add up to more (text counted in UTF-16 code units) are refused. */
  maxResultBytes: number
}

export interface SqlJob {
  id: number
  sql: string
  mode: QueryMode
  /** A fresh copy of the database (`db.serialize()`); absent when the worker's copy is still current. */
  database?: Uint8Array
}

/** What the statement answered: its rows, or an SQLite error as better-sqlite3 reports it (`code`, `message`). */
export type SqlAnswer = { kind: 'rows'; rows: SqlRow[] } | { kind: 'error'; code: string; message: string }

export type SqlWorkerMessage = { type: 'ready' } | { type: 'answer'; id: number; answer: SqlAnswer }
