import { Worker } from 'node:worker_threads'
import type { HostAttempt, JobResult, SandboxError, SandboxJob, WorkerMessage } from './sandbox-types.js'
import { resolveWorkerScript } from './worker-script.js'

export interface PoolOptions {
  size: number
  /** How long past a job's deadline the host waits before terminating the worker (native code that never polls). */
  hardTimeoutMarginMs: number
  /** Workers one owner's jobs may occupy at once; its further jobs wait while other owners' jobs go first. */
  perOwner: number
}

export interface PoolResult {
  result: JobResult
  attempts: HostAttempt[]
}

interface PendingJob {
  id: number
  owner: string
  job: SandboxJob
  attempts: HostAttempt[]
  dispatchedAt: number
  resolve: (outcome: PoolResult) => void
}

interface Slot {
  worker?: Worker
  state: 'starting' | 'idle' | 'busy'
  current?: PendingJob
  timer?: NodeJS.Timeout
  outOfMemory?: boolean
}

const START_TIMEOUT_MS = 15_000
const MAX_START_FAILURES = 3
const MAX_ATTEMPTS = 100
/** The worker's own heap only carries JSON text; QuickJS lives in WebAssembly memory, bounded by its own limit. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 }

const closedError: SandboxError = { name: 'Error', message: 'Sandbox closed' }

const failure = (error: SandboxError, extra: Partial<Extract<JobResult, { ok: false }>> = {}): JobResult => ({
  ok: false,
  error,
  timedOut: false,
  memoryExceeded: false,
  durationMs: 0,
  ...extra,
})

/**
 * A small pool of worker threads, started on demand, with a queue. A worker runs one job at a time, so a busy or
 * sleeping payload occupies one thread while the server's event loop stays free. Idle workers are unref'd so they
 * never keep the process alive; a worker that overruns its deadline is terminated and replaced.
 *
 * Shared by several owners (workshop teams), the pool is fair: an owner never occupies more than `perOwner`
 * workers, and among owners with waiting jobs the one served longest ago goes first.
 */
export class WorkerPool {
  private readonly slots = new Set<Slot>()
  private readonly queue: PendingJob[] = []
  private script: Promise<URL> | undefined
  private nextId = 1
  private startFailures = 0
  private closed = false
  /** Jobs running per owner, and when each owner last got a worker (for the round robin). */
  private readonly running = new Map<string, number>()
  private readonly lastServed = new Map<string, number>()
  private dispatches = 0

  constructor(private readonly options: PoolOptions) {}

  get workerCount(): number {
    return [...this.slots].filter((slot) => slot.worker).length
  }

  run(job: SandboxJob, owner = ''): Promise<PoolResult> {
    if (this.closed) return Promise.resolve({ result: failure(closedError), attempts: [] })
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, owner, job, attempts: [], dispatchedAt: 0, resolve })
      this.pump()
    })
  }

  /** Answers an owner's waiting jobs with a failure (its shop is closing); running ones finish on their own. */
  cancel(owner: string): void {
    for (let index = this.queue.length - 1; index >= 0; index--) {
      const pending = this.queue[index]
      if (pending?.owner !== owner) continue
      this.queue.splice(index, 1)
      pending.resolve({ result: failure(closedError), attempts: [] })
    }
    this.lastServed.delete(owner)
  }

  async close(): Promise<void> {
    this.closed = true
    for (const pending of this.queue.splice(0))
      pending.resolve({ result: failure(closedError), attempts: [] })
    const slots = [...this.slots]
    this.slots.clear()
    for (const slot of slots) {
      clearTimeout(slot.timer)
      slot.current?.resolve({ result: failure(closedError), attempts: slot.current.attempts })
    }
    await Promise.all(slots.map((slot) => slot.worker?.terminate().catch(() => undefined)))
  }

  private pump(): void {
    if (this.closed) return
    for (const slot of this.slots) {
      if (slot.state !== 'idle') continue
      const pending = this.takeNext()
      if (!pending) return
      this.dispatch(slot, pending)
    }
    const starting = [...this.slots].filter((slot) => slot.state === 'starting').length
    const wanted = Math.min(this.dispatchable() - starting, this.options.size - this.slots.size)
    for (let i = 0; i < wanted; i++) void this.start()
  }

  private mayRun(owner: string): boolean {
    return (this.running.get(owner) ?? 0) < this.options.perOwner
  }

  /** Waiting jobs that could get a worker now (their owner is below its share). */
  private dispatchable(): number {
    const room = new Map<string, number>()
    let count = 0
    for (const { owner } of this.queue) {
      const free = room.get(owner) ?? this.options.perOwner - (this.running.get(owner) ?? 0)
      if (free > 0) count++
      room.set(owner, free - 1)
    }
    return count
  }

  /** The oldest job of the owner served longest ago among owners below their share. */
  private takeNext(): PendingJob | undefined {
    let chosen = -1
    for (let index = 0; index < this.queue.length; index++) {
      const { owner } = this.queue[index] as PendingJob
      if (!this.mayRun(owner)) continue
      const best = this.queue[chosen]
      if (!best || (this.lastServed.get(owner) ?? 0) < (this.lastServed.get(best.owner) ?? 0)) chosen = index
    }
    return chosen < 0 ? undefined : this.queue.splice(chosen, 1)[0]
  }

  private async start(): Promise<void> {
    const slot: Slot = { state: 'starting' }
    this.slots.add(slot)
    let url: URL
    try {
      url = await (this.script ??= resolveWorkerScript())
    } catch (error) {
      this.script = undefined
      this.slots.delete(slot)
      this.failQueue(`Sandbox unavailable: ${error instanceof Error ? error.message : String(error)}`)
      return
    }
    if (this.closed || !this.slots.has(slot)) return
    const worker = new Worker(url, { resourceLimits: RESOURCE_LIMITS })
    slot.worker = worker
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message))
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') slot.outOfMemory = true
    })
    worker.on('exit', () => this.onExit(slot))
    slot.timer = setTimeout(() => void worker.terminate(), START_TIMEOUT_MS)
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if (!this.slots.has(slot)) return
    if (message.type === 'ready') {
      clearTimeout(slot.timer)
      slot.state = 'idle'
      this.startFailures = 0
      slot.worker?.unref()
      this.pump()
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
    this.running.set(pending.owner, (this.running.get(pending.owner) ?? 0) + 1)
    this.lastServed.set(pending.owner, ++this.dispatches)
    pending.dispatchedAt = Date.now()
    slot.worker?.ref()
    slot.worker?.postMessage({ id: pending.id, job: pending.job })
    const { timeoutMs } = pending.job.limits
    slot.timer = setTimeout(() => this.overrun(slot), timeoutMs + this.options.hardTimeoutMarginMs)
  }

  private finish(slot: Slot, result: JobResult): void {
    clearTimeout(slot.timer)
    const pending = this.detach(slot)
    if (result.retire) this.discard(slot)
    else {
      slot.state = 'idle'
      slot.worker?.unref()
    }
    pending?.resolve({ result, attempts: pending.attempts })
    this.pump()
  }

  /** The hard fallback: the job ran past its deadline without the interrupt handler getting a chance. */
  private overrun(slot: Slot): void {
    const pending = this.detach(slot)
    this.discard(slot)
    if (pending) {
      const { timeoutMs } = pending.job.limits
      const error = { name: 'TimeoutError', message: `Script execution timed out after ${timeoutMs}ms` }
      const durationMs = Date.now() - pending.dispatchedAt
      pending.resolve({ result: failure(error, { timedOut: true, durationMs }), attempts: pending.attempts })
    }
    this.pump()
  }

  private onExit(slot: Slot): void {
    if (!this.slots.has(slot)) return
    this.slots.delete(slot)
    clearTimeout(slot.timer)
    if (slot.state === 'starting' && ++this.startFailures >= MAX_START_FAILURES) {
      this.startFailures = 0
      this.failQueue('Sandbox unavailable: the worker did not start')
    }
    const pending = this.detach(slot)
    if (pending) {
      const error = { name: 'Error', message: 'Evaluation failed: the sandbox worker stopped' }
      const extra = {
        memoryExceeded: slot.outOfMemory === true,
        durationMs: Date.now() - pending.dispatchedAt,
      }
      pending.resolve({ result: failure(error, extra), attempts: pending.attempts })
    }
    this.pump()
  }

  /** Takes the slot's job off it; its owner occupies one worker less. */
  private detach(slot: Slot): PendingJob | undefined {
    const pending = slot.current
    slot.current = undefined
    if (pending) {
      const left = (this.running.get(pending.owner) ?? 1) - 1
      if (left > 0) this.running.set(pending.owner, left)
      else this.running.delete(pending.owner)
    }
    return pending
  }

  private discard(slot: Slot): void {
    this.slots.delete(slot)
    clearTimeout(slot.timer)
    slot.current = undefined
    void slot.worker?.terminate().catch(() => undefined)
  }

  private failQueue(message: string): void {
    for (const pending of this.queue.splice(0)) {
      pending.resolve({ result: failure({ name: 'Error', message }), attempts: [] })
    }
  }
}
