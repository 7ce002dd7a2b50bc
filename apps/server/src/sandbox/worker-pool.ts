import { Worker } from 'node:worker_threads'
import type { HostAttempt, JobResult, SandboxError, SandboxJob, WorkerMessage } from './sandbox-types.js'
import { resolveWorkerScript } from './worker-script.js'
import { FairTurns, TurnRefusedError } from '../platform/workers/fair-turns.js'

export interface PoolOptions {
  size: number
  /** How long past a job's deadline the host waits before terminating the worker (native code that never polls). */
  hardTimeoutMarginMs: number
  /** Workers one owner's jobs may occupy at once; its further jobs wait while other owners' jobs go first. */
  perOwner: number
  /** Jobs one owner may have waiting; a further one is answered busy at once. */
  queuedPerOwner: number
}

export interface PoolResult {
  result: JobResult
  attempts: HostAttempt[]
}

interface PendingJob {
  id: number
  job: SandboxJob
  attempts: HostAttempt[]
  dispatchedAt: number
  resolve: (outcome: PoolResult) => void
}

interface Slot {
  worker: Worker
  state: 'starting' | 'idle' | 'busy'
  current?: PendingJob
  timer?: NodeJS.Timeout
  outOfMemory?: boolean
  /** Settled once the worker is ready, or failed to start. */
  started?: { resolve: (ready: boolean) => void }
}

const START_TIMEOUT_MS = 15_000
const MAX_ATTEMPTS = 100
/** The worker's own heap only carries JSON text; QuickJS lives in WebAssembly memory, bounded by its own limit. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 }

const closedError: SandboxError = { name: 'Error', message: 'Sandbox closed' }
const busyError: SandboxError = { name: 'Error', message: 'Sandbox busy: too many jobs waiting' }
const notStartedError: SandboxError = {
  name: 'Error',
  message: 'Sandbox unavailable: the worker did not start',
}

const failure = (error: SandboxError, extra: Partial<Extract<JobResult, { ok: false }>> = {}): JobResult => ({
  ok: false,
  error,
  timedOut: false,
  memoryExceeded: false,
  durationMs: 0,
  ...extra,
})

/**
 * A small pool of worker threads, started on demand. A worker runs one job at a time, so a busy or sleeping payload
 * occupies one thread while the server's event loop stays free. Idle workers are unref'd so they never keep the
 * process alive; a worker that overruns its deadline is terminated and replaced.
 *
 * Shared by several owners (workshop teams), jobs take turns (platform/workers/fair-turns.ts): an owner never
 * occupies more than `perOwner` workers, waiting owners are served round robin, and an owner's jobs beyond
 * `queuedPerOwner` are answered busy at once.
 */
export class WorkerPool {
  private readonly slots = new Set<Slot>()
  private readonly turns: FairTurns
  private script: Promise<URL> | undefined
  private nextId = 1
  private closed = false

  constructor(private readonly options: PoolOptions) {
    this.turns = new FairTurns({
      concurrency: options.size,
      runningPerOwner: options.perOwner,
      queuedPerOwner: options.queuedPerOwner,
    })
  }

  get workerCount(): number {
    return this.slots.size
  }

  async run(job: SandboxJob, owner = ''): Promise<PoolResult> {
    if (this.closed) return { result: failure(closedError), attempts: [] }
    try {
      return await this.turns.take(owner, () => this.execute(job))
    } catch (error) {
      if (!(error instanceof TurnRefusedError)) throw error
      return { result: failure(error.reason === 'queue-full' ? busyError : closedError), attempts: [] }
    }
  }

  /** Answers an owner's waiting jobs with a failure (its shop is closing); running ones finish on their own. */
  cancel(owner: string): void {
    this.turns.cancel(owner)
  }

  async close(): Promise<void> {
    this.closed = true
    const slots = [...this.slots]
    this.slots.clear()
    for (const slot of slots) {
      clearTimeout(slot.timer)
      slot.started?.resolve(false)
      slot.current?.resolve({ result: failure(closedError), attempts: slot.current.attempts })
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate().catch(() => undefined)))
  }

  /** Runs a job on an idle worker or a new one; the turns keep the jobs running at once within the pool's size. */
  private async execute(job: SandboxJob): Promise<PoolResult> {
    if (this.closed) return { result: failure(closedError), attempts: [] }
    const slot = [...this.slots].find((candidate) => candidate.state === 'idle') ?? (await this.start())
    if (!slot) return { result: failure(this.closed ? closedError : notStartedError), attempts: [] }
    return new Promise((resolve) =>
      this.dispatch(slot, { id: this.nextId++, job, attempts: [], dispatchedAt: 0, resolve }),
    )
  }

  /** A new worker once it is ready; undefined when it could not start. */
  private async start(): Promise<Slot | undefined> {
    let url: URL
    try {
      url = await (this.script ??= resolveWorkerScript())
    } catch {
      this.script = undefined
      return undefined
    }
    if (this.closed) return undefined
    const worker = new Worker(url, { resourceLimits: RESOURCE_LIMITS })
    const slot: Slot = { worker, state: 'starting' }
    this.slots.add(slot)
    const ready = new Promise<boolean>((resolve) => (slot.started = { resolve }))
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message))
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') slot.outOfMemory = true
    })
    worker.on('exit', () => this.onExit(slot))
    slot.timer = setTimeout(() => void worker.terminate(), START_TIMEOUT_MS)
    return (await ready) ? slot : undefined
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if (!this.slots.has(slot)) return
    if (message.type === 'ready') {
      clearTimeout(slot.timer)
      slot.state = 'idle'
      slot.worker.unref()
      slot.started?.resolve(true)
      slot.started = undefined
    } else if (message.type === 'attempt') {
      const attempts = slot.current?.id === message.id ? slot.current.attempts : undefined
      if (attempts && attempts.length < MAX_ATTEMPTS) attempts.push(message.attempt)
    } else if (slot.current?.id === message.id) {
      this.finish(slot, message.result)
    }
  }

  private dispatch(slot: Slot, pending: PendingJob): void {
    slot.state = 'busy'
    slot.current = pending
    pending.dispatchedAt = Date.now()
    slot.worker.ref()
    slot.worker.postMessage({ id: pending.id, job: pending.job })
    const { timeoutMs } = pending.job.limits
    slot.timer = setTimeout(() => this.overrun(slot), timeoutMs + this.options.hardTimeoutMarginMs)
  }

  private finish(slot: Slot, result: JobResult): void {
    clearTimeout(slot.timer)
    const pending = slot.current
    slot.current = undefined
    if (result.retire) this.discard(slot)
    else {
      slot.state = 'idle'
      slot.worker.unref()
    }
    pending?.resolve({ result, attempts: pending.attempts })
  }

  /** The hard fallback: the job ran past its deadline without the interrupt handler getting a chance. */
  private overrun(slot: Slot): void {
    const pending = slot.current
    this.discard(slot)
    if (pending) {
      const { timeoutMs } = pending.job.limits
      const error = { name: 'TimeoutError', message: `Script execution timed out after ${timeoutMs}ms` }
      const durationMs = Date.now() - pending.dispatchedAt
      pending.resolve({ result: failure(error, { timedOut: true, durationMs }), attempts: pending.attempts })
    }
  }

  private onExit(slot: Slot): void {
    if (!this.slots.has(slot)) return
    this.slots.delete(slot)
    clearTimeout(slot.timer)
    slot.started?.resolve(false)
    const pending = slot.current
    slot.current = undefined
    if (pending) {
      const error = { name: 'Error', message: 'Evaluation failed: the sandbox worker stopped' }
      const extra = {
        memoryExceeded: slot.outOfMemory === true,
        durationMs: Date.now() - pending.dispatchedAt,
      }
      pending.resolve({ result: failure(error, extra), attempts: pending.attempts })
    }
  }

  private discard(slot: Slot): void {
    this.slots.delete(slot)
    clearTimeout(slot.timer)
    slot.current = undefined
    void slot.worker.terminate().catch(() => undefined)
  }
}
