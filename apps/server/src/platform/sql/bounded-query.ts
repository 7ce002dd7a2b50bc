import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { ResourceLimits } from 'node:worker_threads'
import type Database from 'better-sqlite3'
import { builtinRequireBanner, resolveWorkerScript } from '../workers/worker-script.js'
import type { FunctionSignature, QueryMode, SqlWorkerSettings } from './bounded-protocol.js'
import { SqlWorkerThread, type WorkerOutcome } from './sql-worker-thread.js'
import { Turns } from '../workers/turns.js'

export interface BoundedQueryOptions {
  /** A query still running this long after it was handed to the worker is stopped (the worker is terminated). */
  timeoutMs: number
  /** Queries waiting for the worker beyond this many are answered `unavailable` at once. */
  maxWaiting: number
  /** An idle worker is terminated after this long (its sql.js and database copy freed). */
  idleMs: number
  maxRows: number
  maxResultBytes: number
  /** SQLite's allocation limit in the worker (sorting, temporary b-trees, big strings). */
  heapLimitBytes: number
  /** The worker's JavaScript heap (result rows). */
  resourceLimits: ResourceLimits
}

export const defaultBoundedQueryOptions: BoundedQueryOptions = {
  timeoutMs: 2000,
  maxWaiting: 4,
  idleMs: 30_000,
  maxRows: 10_000,
  maxResultBytes: 16 * 1024 * 1024,
  heapLimitBytes: 64 * 1024 * 1024,
  resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
}

/** sql.js's WebAssembly binary: copied beside the bundled server (dist/), else taken from node_modules. */
function sqlJsWasmPath(): string {
  const beside = new URL('./sql-wasm.wasm', import.meta.url)
  if (existsSync(beside)) return fileURLToPath(beside)
  return createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm')
}

/** Changes whenever the connection wrote rows or changed the schema (cheap; no data is read). */
const changeStamp = (db: Database.Database): string => {
  const { changes, schema } = db
    .prepare(
      'SELECT total_changes() AS changes, (SELECT schema_version FROM pragma_schema_version) AS schema',
    )
    .get() as { changes: number; schema: number }
  return `${changes}/${schema}`
}

/**
 * Runs SELECT statements that may have been shaped by a player (see raw-query.ts) where they cannot block the
 * server: in one warm worker thread, on a copy of the database, in sql.js (WebAssembly, which `worker.terminate()`
 * stops mid-query, unlike a native SQLite call), with a time limit, SQLite and JavaScript memory limits and a cap
 * on the result's size. Queries take turns on the worker; the copy is only sent again after the database changed.
 */
export class BoundedQueries {
  /** For tests and measurements. */
  readonly stats = { queries: 0, databaseCopies: 0, workersStarted: 0, stopped: 0 }
  private script: Promise<URL> | undefined
  private thread: Promise<SqlWorkerThread> | undefined
  private idleTimer: NodeJS.Timeout | undefined
  /** One query at a time on the worker. */
  private readonly turns = new Turns(1)

  constructor(private readonly options: BoundedQueryOptions = defaultBoundedQueryOptions) {}

  /** The first row or all rows of the first statement of `sql`, run on a copy of `db`. Never blocks the caller. */
  async run(db: Database.Database, sql: string, mode: QueryMode): Promise<WorkerOutcome> {
    if (this.turns.allTaken && this.turns.queued >= this.options.maxWaiting) {
      return { kind: 'unavailable', reason: 'too many bounded queries waiting' }
    }
    return this.turns.take(() => {
      this.stats.queries++
      return this.runAlone(db, sql, mode)
    })
  }

  /** Terminates the worker (the next query starts a new one). */
  close(): void {
    clearTimeout(this.idleTimer)
    const thread = this.thread
    this.thread = undefined
    void thread?.then((started) => started.terminate()).catch(() => undefined)
  }

  private async runAlone(db: Database.Database, sql: string, mode: QueryMode): Promise<WorkerOutcome> {
    clearTimeout(this.idleTimer)
    const thread = await (this.thread ??= this.startThread(db))
    const stamp = changeStamp(db)
    let copy: { db: Database.Database; stamp: string; bytes: Uint8Array } | undefined
    if (!thread.holds(db, stamp)) {
      copy = { db, stamp, bytes: db.serialize() }
      this.stats.databaseCopies++
    }
    const outcome = await thread.query({ sql, mode }, copy, this.options.timeoutMs)
    if (outcome.kind === 'unavailable') {
      this.stats.stopped++
      this.close()
    } else {
      this.idleTimer = setTimeout(() => this.close(), this.options.idleMs).unref()
    }
    return outcome
  }

  private startThread(db: Database.Database): Promise<SqlWorkerThread> {
    this.script ??= resolveWorkerScript({
      name: 'sql-worker',
      nextTo: import.meta.url,
      // sql.js is CommonJS: it requires Node built-ins and reads __dirname, which only matters for locating its
      // .wasm file, and that is handed over as a path instead
      build: { banner: { js: builtinRequireBanner }, define: { __dirname: '"."' } },
    })
    const settings: SqlWorkerSettings = {
      wasmPath: sqlJsWasmPath(),
      functions: db
        .prepare('SELECT DISTINCT name, narg FROM pragma_function_list')
        .all() as FunctionSignature[],
      heapLimitBytes: this.options.heapLimitBytes,
      maxRows: this.options.maxRows,
      maxResultBytes: this.options.maxResultBytes,
    }
    this.stats.workersStarted++
    const started = this.script.then((script) =>
      SqlWorkerThread.start(script, settings, this.options.resourceLimits),
    )
    // a failed start is forgotten, so the next query tries again
    started.catch(() => {
      if (this.thread === started) this.thread = undefined
    })
    return started
  }
}
