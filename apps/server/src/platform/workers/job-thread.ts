import { Worker, type ResourceLimits } from 'node:worker_threads'
import type { JobReply } from './job-protocol.js'

export interface JobThreadOptions {
  /** Where the worker's code is (see worker-script.ts); asked once, on the first job. */
  script: () => Promise<URL>
  resourceLimits: ResourceLimits
  /** A job not answered within this time (a new thread's start included) fails and the thread is replaced. */
  timeoutMs: number
  /** An idle thread is terminated after this long (its libraries and heap freed); the next job starts a new one. */
  idleMs: number
}

interface Pending<Result> {
  resolve: (result: Result) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout
}

/**
 * One worker thread, started on the first job, for work whose libraries would block the event loop while they load
 * (e.g. pdfkit, a tenth of a second) or whose work is CPU-bound. Jobs are posted as they come (the worker answers
 * them in order); the thread is unref'd while idle, so it never keeps the process alive, and ends after `idleMs`.
 */
export class JobThread<Job, Result> {
  private script: Promise<URL> | undefined
  private worker: Worker | undefined
  private readonly pending = new Map<number, Pending<Result>>()
  private nextId = 1
  private idleTimer: NodeJS.Timeout | undefined
  private closed = false

  constructor(private readonly options: JobThreadOptions) {}

  /** Whether a thread is alive right now; for tests and diagnostics. */
  get started(): boolean {
    return this.worker !== undefined
  }

  async run(job: Job): Promise<Result> {
    if (this.closed) throw new Error('job thread closed')
    this.script ??= this.options.script()
    const script = await this.script
    const worker = this.ensureWorker(script)
    clearTimeout(this.idleTimer)
    worker.ref()
    const id = this.nextId++
    return new Promise<Result>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(worker, new Error('job timed out')), this.options.timeoutMs)
      this.pending.set(id, { resolve, reject, timer })
      worker.postMessage({ id, job })
    })
  }

  close(): void {
    this.closed = true
    if (this.worker) this.fail(this.worker, new Error('job thread closed'))
  }

  private ensureWorker(script: URL): Worker {
    if (this.worker) return this.worker
    const worker = new Worker(script, { resourceLimits: this.options.resourceLimits })
    worker.on('message', (reply: JobReply<Result>) => this.onReply(worker, reply))
    worker.on('error', (error) => this.fail(worker, error))
    worker.on('exit', (code) => this.fail(worker, new Error(`job thread stopped (exit code ${code})`)))
    this.worker = worker
    return worker
  }

  private onReply(worker: Worker, reply: JobReply<Result>): void {
    const pending = this.pending.get(reply.id)
    if (!pending) return
    this.pending.delete(reply.id)
    clearTimeout(pending.timer)
    if (reply.ok) pending.resolve(reply.result)
    else pending.reject(new Error(reply.message))
    if (this.pending.size === 0) this.idle(worker)
  }

  private idle(worker: Worker): void {
    worker.unref()
    this.idleTimer = setTimeout(() => this.retire(worker), this.options.idleMs)
    this.idleTimer.unref()
  }

  /** Fails every job of `worker` and forgets it; the next job starts a new thread. */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return
    this.retire(worker)
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer)
      reject(error)
    }
    this.pending.clear()
  }

  private retire(worker: Worker): void {
    if (this.worker !== worker) return
    this.worker = undefined
    clearTimeout(this.idleTimer)
    worker.removeAllListeners('message')
    void worker.terminate().catch(() => undefined)
  }
}
