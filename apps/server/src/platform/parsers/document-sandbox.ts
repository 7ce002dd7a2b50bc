import { Worker, type ResourceLimits } from 'node:worker_threads'
import { builtinRequireBanner, resolveWorkerScript } from '../workers/worker-script.js'
import type { DocumentJob, DocumentOutcome } from './document-jobs.js'
import { Turns } from '../workers/turns.js'

export interface DocumentSandboxOptions {
  /** The watchdog: a job still running this long after it started is terminated (counts as overloaded). */
  timeoutMs: number
  /** Jobs running at the same time; further jobs wait for a free slot. */
  concurrency: number
  resourceLimits: ResourceLimits
}

export const defaultDocumentSandboxOptions: DocumentSandboxOptions = {
  timeoutMs: 2000,
  concurrency: 2,
  resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
}

/** A worker that does not even start within this time is broken (not the payload's fault). */
const START_TIMEOUT_MS = 15_000

type WorkerMessage = { type: 'started' } | { type: 'done'; outcome: DocumentOutcome }

/**
 * `dist/document-worker.js` when built, else `document-worker.ts` bundled in memory (platform/workers/worker-script.ts);
 * the `yaml` package inside is CommonJS and requires Node built-ins, so the bundle gets a `require`.
 */
const resolveDocumentWorker = (): Promise<URL> =>
  resolveWorkerScript({
    name: 'document-worker',
    nextTo: import.meta.url,
    build: { banner: { js: builtinRequireBanner } },
  })

/**
 * Parses untrusted documents (XML with entities, YAML with aliases) in short-lived worker threads with a heap limit
 * and a watchdog, so a bomb costs one bounded thread for at most `timeoutMs` while the server keeps answering.
 */
export class DocumentSandbox {
  private script: Promise<URL> | undefined
  private readonly turns: Turns

  constructor(private readonly options: DocumentSandboxOptions = defaultDocumentSandboxOptions) {
    this.turns = new Turns(options.concurrency)
  }

  async run(job: DocumentJob): Promise<DocumentOutcome> {
    this.script ??= resolveDocumentWorker()
    const script = await this.script
    return this.turns.take(() => this.runWorker(script, job))
  }

  private runWorker(script: URL, job: DocumentJob): Promise<DocumentOutcome> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(script, { workerData: job, resourceLimits: this.options.resourceLimits })
      let timer = setTimeout(() => finish(new Error('document worker did not start')), START_TIMEOUT_MS)
      const finish = (result: DocumentOutcome | Error) => {
        clearTimeout(timer)
        worker.removeAllListeners()
        worker.on('error', () => undefined)
        void worker.terminate()
        if (result instanceof Error) reject(result)
        else resolve(result)
      }
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'done') return finish(message.outcome)
        clearTimeout(timer)
        timer = setTimeout(
          () =>
            finish({
              outcome: 'overloaded',
              reason: `script execution timed out after ${this.options.timeoutMs}ms`,
            }),
          this.options.timeoutMs,
        )
      })
      worker.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
          finish({ outcome: 'overloaded', reason: error.message })
        else finish(error)
      })
      worker.on('exit', (code) => finish(new Error(`document worker stopped (exit code ${code})`)))
    })
  }
}
