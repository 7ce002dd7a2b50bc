import { Worker, type ResourceLimits } from 'node:worker_threads'
import type Database from 'better-sqlite3'
import type { SqlAnswer, SqlJob, SqlWorkerMessage, SqlWorkerSettings } from './bounded-protocol.js'

/** A worker that does not even start within this time is broken (not the payload's fault). */
const START_TIMEOUT_MS = 15_000

/** The answer, or why there is none: the query ran out of time, or the worker died (e.g. out of memory). */
export type WorkerOutcome = SqlAnswer | { kind: 'unavailable'; reason: string }

/**
 * One started sql-worker.ts thread. It remembers which database copy it holds, so a copy is only sent again after
 * the database changed. After an `unavailable` outcome the thread is terminated and must not be used again.
 */
export class SqlWorkerThread {
  private held: { db: Database.Database; stamp: string } | undefined
  private nextId = 1

  private constructor(private readonly worker: Worker) {
    // errors while no query listens (there is nothing running then) must not become uncaught exceptions
    worker.on('error', () => undefined)
    worker.unref()
  }

  static start(
    script: URL,
    settings: SqlWorkerSettings,
    resourceLimits: ResourceLimits,
  ): Promise<SqlWorkerThread> {
    const worker = new Worker(script, { workerData: settings, resourceLimits })
    return new Promise((resolve, reject) => {
      // only our own listeners are removed: removeAllListeners() would also drop Worker's internal ones, after
      // which no further message arrives
      const settle = () => {
        clearTimeout(timer)
        worker.off('error', fail)
        worker.off('exit', onExit)
        worker.off('message', onMessage)
      }
      const fail = (error: Error) => {
        settle()
        void worker.terminate()
        reject(error)
      }
      const onExit = (code: number) => fail(new Error(`sql worker stopped (exit code ${code})`))
      const onMessage = (message: SqlWorkerMessage) => {
        if (message.type !== 'ready') return fail(new Error('sql worker answered before it was ready'))
        settle()
        resolve(new SqlWorkerThread(worker))
      }
      const timer = setTimeout(() => fail(new Error('sql worker did not start')), START_TIMEOUT_MS)
      worker.on('error', fail)
      worker.on('exit', onExit)
      worker.on('message', onMessage)
    })
  }

  /** Whether the thread's copy is of this database in this state. */
  holds(db: Database.Database, stamp: string): boolean {
    return this.held?.db === db && this.held.stamp === stamp
  }

  /** Runs one query; `copy` replaces the thread's database first. Never rejects. */
  query(
    job: Omit<SqlJob, 'id' | 'database'>,
    copy: { db: Database.Database; stamp: string; bytes: Uint8Array } | undefined,
    timeoutMs: number,
  ): Promise<WorkerOutcome> {
    const id = this.nextId++
    return new Promise((resolve) => {
      const finish = (outcome: WorkerOutcome) => {
        clearTimeout(timer)
        this.worker.off('message', onMessage)
        this.worker.off('error', onError)
        this.worker.off('exit', onExit)
        resolve(outcome)
      }
      const onMessage = (message: SqlWorkerMessage) => {
        if (message.type === 'answer' && message.id === id) finish(message.answer)
      }
      const onError = (error: Error) => finish({ kind: 'unavailable', reason: error.message })
      const onExit = (code: number) => finish({ kind: 'unavailable', reason: `sql worker stopped (${code})` })
      const timer = setTimeout(
        () => finish({ kind: 'unavailable', reason: `query ran longer than ${timeoutMs} ms` }),
        timeoutMs,
      )
      this.worker.on('message', onMessage)
      this.worker.on('error', onError)
      this.worker.on('exit', onExit)
      if (copy) this.held = { db: copy.db, stamp: copy.stamp }
      this.worker.postMessage({ ...job, id, database: copy?.bytes } satisfies SqlJob)
    })
  }

  terminate(): void {
    this.held = undefined
    void this.worker.terminate()
  }
}
