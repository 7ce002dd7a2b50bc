import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { ResourceLimits } from 'node:worker_threads'
import type Database from 'better-sqlite3'
import { builtinRequireBanner, resolveWorkerScript } from '../workers/worker-script.js'
import type { FunctionSignature, QueryMode, SqlWorkerSettings } from './bounded-protocol.js'
import { SqlWorkerThread, type WorkerOutcome } from './sql-worker-thread.js'
import { FairTurns, TurnRefusedError } from '../workers/fair-turns.js'

export interface BoundedQueryOptions {
  /** A query still running this long after it was handed to the worker is stopped (the worker is terminated). */
  timeoutMs: number
  /** Worker threads; one owner (a workshop team) runs one query at a time, so another owner always finds a thread. */
  threads: number
  /** An owner's queries waiting for a thread beyond this many are answered `unavailable` at once. */
  maxWaiting: number
  /** A query that waited this long for a thread is answered `unavailable`. */
  maxWaitMs: number
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
  threads: 2,
  maxWaiting: 4,
  maxWaitMs: 10_000,
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

/** Bounded queries as one shop (a workshop team's, or the single shop) sends them. */
export interface BoundedSql {
  run(db: Database.Database, sql: string, mode: QueryMode): Promise<WorkerOutcome>
}

/** One worker thread and its idle timer. */
interface Lane {
  busy: boolean
  thread?: Promise<SqlWorkerThread>
  idleTimer?: NodeJS.Timeout
}

/**
 * Runs SELECT statements that may have been shaped by a player (see raw-query.ts) where they cannot block the
 * server: in warm worker threads, on a copy of the database, in sql.js (WebAssembly, which `worker.terminate()`
 * stops mid-query, unlike a native SQLite call), with a time limit, SQLite and JavaScript memory limits and a cap
 * on the result's size. Owners take turns on the threads (platform/workers/fair-turns.ts): one query per owner at a
 * time, round robin, so one team's slow injections delay another team's query by one query at most. A thread's
 * copy is only sent again after the database changed (or another shop's database ran on it).
 */
export class BoundedQueries implements BoundedSql {
  /** For tests and measurements. */
  readonly stats = { queries: 0, databaseCopies: 0, workersStarted: 0, stopped: 0 }
  private script: Promise<URL> | undefined
  private readonly lanes: Lane[]
  private readonly turns: FairTurns

  constructor(private readonly options: BoundedQueryOptions = defaultBoundedQueryOptions) {
    const threads = Math.max(1, options.threads)
    this.lanes = Array.from({ length: threads }, () => ({ busy: false }))
    this.turns = new FairTurns({
      concurrency: threads,
      runningPerOwner: 1,
      queuedPerOwner: options.maxWaiting,
      maxWaitMs: options.maxWaitMs,
    })
  }

  /** The bounded queries of one owner (a workshop team's shop); `''` in single-shop mode. */
  client(owner: string): BoundedSql {
    return { run: (db, sql, mode) => this.run(db, sql, mode, owner) }
  }

  /** The first row or all rows of the first statement of `sql`, run on a copy of `db`. Never blocks the caller. */
  async run(db: Database.Database, sql: string, mode: QueryMode, owner = ''): Promise<WorkerOutcome> {
    try {
      return await this.turns.take(owner, () => {
        this.stats.queries++
        return this.runOnFreeLane(db, sql, mode)
      })
    } catch (error) {
      if (error instanceof TurnRefusedError)
        return { kind: 'unavailable', reason: 'too many bounded queries waiting' }
      throw error
    }
  }

  /** Terminates the workers (the next query starts a new one). */
  close(): void {
    for (const lane of this.lanes) this.closeLane(lane)
  }

  private closeLane(lane: Lane): void {
    clearTimeout(lane.idleTimer)
    const thread = lane.thread
    lane.thread = undefined
    void thread?.then((started) => started.terminate()).catch(() => undefined)
  }

  /** The turns let at most one query per lane run, so a free lane is always there. */
  private async runOnFreeLane(db: Database.Database, sql: string, mode: QueryMode): Promise<WorkerOutcome> {
    const lane = this.lanes.find((candidate) => !candidate.busy)!
    lane.busy = true
    try {
      return await this.runOn(lane, db, sql, mode)
    } finally {
      lane.busy = false
    }
  }

  private async runOn(
    lane: Lane,
    db: Database.Database,
    sql: string,
    mode: QueryMode,
  ): Promise<WorkerOutcome> {
    clearTimeout(lane.idleTimer)
    const thread = await (lane.thread ??= this.startThread(lane, db))
    const stamp = changeStamp(db)
    let copy: { db: Database.Database; stamp: string; bytes: Uint8Array } | undefined
    if (!thread.holds(db, stamp)) {
      copy = { db, stamp, bytes: db.serialize() }
      this.stats.databaseCopies++
    }
    const outcome = await thread.query({ sql, mode }, copy, this.options.timeoutMs)
    if (outcome.kind === 'unavailable') {
      this.stats.stopped++
      this.closeLane(lane)
    } else {
      lane.idleTimer = setTimeout(() => this.closeLane(lane), this.options.idleMs).unref()
    }
    return outcome
  }

  private startThread(lane: Lane, db: Database.Database): Promise<SqlWorkerThread> {
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
      if (lane.thread === started) lane.thread = undefined
    })
    return started
  }
}
