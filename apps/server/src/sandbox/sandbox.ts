import type { HostAttempt, JobResult, SandboxJob, SandboxLimits, SandboxOutcome } from './sandbox-types.js'
import { WorkerPool, type PoolResult } from './worker-pool.js'

export type { HostAttempt, SandboxError, SandboxLimits, SandboxOutcome } from './sandbox-types.js'
export { ITERATION_LIMIT_MESSAGE } from './sandbox-types.js'

export interface SandboxOptions extends Partial<SandboxLimits> {
  /** Worker threads started on demand (default 2); further jobs wait in a queue. */
  workers?: number
  /** Grace period past a deadline before a worker that does not answer is terminated (default 1000 ms). */
  hardTimeoutMarginMs?: number
  /** Workers one owner (a workshop team) may occupy at once; by default all of them. */
  workersPerOwner?: number
  /** Jobs one owner may have waiting (default 32); a further one fails at once as busy. */
  queuedPerOwner?: number
}

type EvaluateOptions = { globals?: Record<string, unknown>; limits?: Partial<SandboxLimits> }
type FilterOptions = { limits?: Partial<SandboxLimits> }

/** The sandbox as one shop sees it: its jobs carry the shop's owner name, so the pool can share workers fairly. */
export interface SandboxClient {
  readonly workerCount: number
  evaluate(code: string, options?: EvaluateOptions): Promise<SandboxOutcome<unknown>>
  filterDocuments(
    documents: Record<string, unknown>[],
    expression: string,
    options?: FilterOptions,
  ): Promise<SandboxOutcome<number[]>>
  /** Answers the owner's waiting jobs with a failed outcome (the shop is going away); the pool stays. */
  close(): void
}

/** 2 s like the reference's vm timeout; 16 MB is far above what order lines or a `$where` over the seeded data need. */
export const DEFAULT_LIMITS: SandboxLimits = { timeoutMs: 2000, memoryBytes: 16 * 1024 * 1024 }

const MIN_MEMORY_BYTES = 1024 * 1024

/**
 * Isolated evaluation of player-supplied code (docs/architecture.md: the sandbox): QuickJS compiled to WebAssembly, in
 * worker threads, with time, memory and iteration limits. Only JSON crosses the boundary, so no host object,
 * function or prototype is ever reachable from inside; `process`, `require` and friends are fakes that record what
 * the payload tried (`attempts`). One instance per shop; workers start on first use and end with `close()`.
 */
export class Sandbox {
  private readonly defaults: SandboxLimits
  private readonly pool: WorkerPool

  constructor({
    workers = 2,
    hardTimeoutMarginMs = 1000,
    workersPerOwner,
    queuedPerOwner = 32,
    ...limits
  }: SandboxOptions = {}) {
    this.defaults = { ...DEFAULT_LIMITS, ...definedLimits(limits) }
    const size = Math.max(1, Math.floor(workers))
    const perOwner = Math.min(size, Math.max(1, Math.floor(workersPerOwner ?? size)))
    this.pool = new WorkerPool({ size, hardTimeoutMarginMs, perOwner, queuedPerOwner })
  }

  /** The sandbox for one owner (a team's shop); `''` in single-shop mode. */
  client(owner: string): SandboxClient {
    const { pool } = this
    return {
      get workerCount() {
        return pool.workerCount
      },
      evaluate: (code, options) => this.evaluate(code, options, owner),
      filterDocuments: (documents, expression, options) =>
        this.filterDocuments(documents, expression, options, owner),
      close: () => pool.cancel(owner),
    }
  }

  /** Worker threads alive right now (starting, idle or busy); for tests and diagnostics. */
  get workerCount(): number {
    return this.pool.workerCount
  }

  /** Evaluates `code` as a script; globals are JSON data copied in; the completion value is copied out as JSON. */
  evaluate(code: string, options: EvaluateOptions = {}, owner = ''): Promise<SandboxOutcome<unknown>> {
    const globalsJson = toJson(options.globals ?? {})
    if (globalsJson === undefined) return Promise.resolve(invalidInput('globals are not JSON data'))
    const job: SandboxJob = {
      kind: 'evaluate',
      code: String(code),
      globalsJson,
      limits: this.limits(options.limits),
    }
    return this.run(job, owner, (json) => (json === undefined ? undefined : (JSON.parse(json) as unknown)))
  }

  /**
   * Mongo-style `$where`: runs `expression` (a JS expression or function source, as MarsDB/MongoDB accept) once per
   * document with `this` bound to a copy of that document, and a `sleep(ms)` function available (it blocks only the
   * sandbox, never the server); returns the indexes of documents for which it was truthy. The time limit covers
   * all documents together; the iteration guard counts per document.
   */
  filterDocuments(
    documents: Record<string, unknown>[],
    expression: string,
    options: FilterOptions = {},
    owner = '',
  ): Promise<SandboxOutcome<number[]>> {
    const documentsJson = toJson(documents)
    if (documentsJson === undefined) return Promise.resolve(invalidInput('documents are not JSON data'))
    const limits = this.limits(options.limits)
    const job: SandboxJob = {
      kind: 'filter',
      expression: String(expression),
      documentsJson,
      count: documents.length,
      limits,
    }
    return this.run(job, owner, (json) => (json === undefined ? [] : (JSON.parse(json) as number[])))
  }

  /** Ends all workers; pending and later calls answer a failed outcome. */
  close(): Promise<void> {
    return this.pool.close()
  }

  private limits(overrides: Partial<SandboxLimits> | undefined): SandboxLimits {
    return { ...this.defaults, ...definedLimits(overrides ?? {}) }
  }

  private async run<T>(
    job: SandboxJob,
    owner: string,
    read: (json: string | undefined) => T,
  ): Promise<SandboxOutcome<T>> {
    const { result, attempts }: PoolResult = await this.pool.run(job, owner)
    return toOutcome(result, attempts, read)
  }
}

function toOutcome<T>(result: JobResult, attempts: HostAttempt[], read: (json: string | undefined) => T) {
  const { durationMs } = result
  if (!result.ok) {
    const { error, timedOut, memoryExceeded } = result
    return { ok: false as const, error, timedOut, memoryExceeded, attempts, durationMs }
  }
  return { ok: true as const, value: read(result.valueJson), attempts, durationMs }
}

/** Drops absent and nonsensical values, so `{ timeoutMs: undefined }` keeps the default. */
function definedLimits(limits: Partial<SandboxLimits>): Partial<SandboxLimits> {
  const valid: Partial<SandboxLimits> = {}
  if (isPositive(limits.timeoutMs)) valid.timeoutMs = limits.timeoutMs
  if (isPositive(limits.memoryBytes)) valid.memoryBytes = Math.max(limits.memoryBytes, MIN_MEMORY_BYTES)
  if (isPositive(limits.maxIterations)) valid.maxIterations = limits.maxIterations
  return valid
}

function isPositive(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}

function toJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value)
  } catch {
    return undefined
  }
}

function invalidInput<T>(message: string): SandboxOutcome<T> {
  const error = { name: 'TypeError', message }
  return { ok: false, error, timedOut: false, memoryExceeded: false, attempts: [], durationMs: 0 }
}
