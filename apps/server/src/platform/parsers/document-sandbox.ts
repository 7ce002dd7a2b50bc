import { Worker, type ResourceLimits } from 'node:worker_threads'
import { builtinRequireBanner, resolveWorkerScript } from '../workers/worker-script.js'
import type { DocumentJob, DocumentOutcome } from './document-jobs.js'
import { FairTurns, TurnRefusedError } from '../workers/fair-turns.js'

export interface DocumentSandboxOptions {
  /** The watchdog: a job still running this long after it started is terminated (counts as overloaded). */
  timeoutMs: number
  /** Jobs running at the same time; further jobs wait for a free slot. One owner (a workshop team) runs one at a time. */
  concurrency: number
  /** An owner's jobs waiting beyond this many are answered busy at once. */
  queuedPerOwner: number
  /** A job that waited this long for a slot is answered busy. */
  maxWaitMs: number
  resourceLimits: ResourceLimits
}

export const defaultDocumentSandboxOptions: DocumentSandboxOptions = {
  timeoutMs: 2000,
  concurrency: 2,
  queuedPerOwner: 2,
  maxWaitMs: 10_000,
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

/** A parse, or the answer that it was not even started: the owner had too many documents waiting. */
export type DocumentAnswer = DocumentOutcome | { outcome: 'busy' }

/** The document parser as one shop sees it. */
export interface DocumentParser {
  run(job: DocumentJob): Promise<DocumentAnswer>
}

/**
 * Parses untrusted documents (XML with entities, YAML with aliases) in short-lived worker threads with a heap limit
 * and a watchdog, so a bomb costs one bounded thread for at most `timeoutMs` while the server keeps answering.
 * Owners take turns (platform/workers/fair-turns.ts): one job per owner at a time, round robin, so one team's bombs
 * delay another team's document by the jobs already running at most.
 */
export class DocumentSandbox implements DocumentParser {
  private script: Promise<URL> | undefined
  private readonly turns: FairTurns

  constructor(private readonly options: DocumentSandboxOptions = defaultDocumentSandboxOptions) {
    this.turns = new FairTurns({
      concurrency: options.concurrency,
      runningPerOwner: 1,
      queuedPerOwner: options.queuedPerOwner,
      maxWaitMs: options.maxWaitMs,
    })
  }

  /** The parser of one owner (a workshop team's shop); `''` in single-shop mode. */
  client(owner: string): DocumentParser {
    return { run: (job) => this.run(job, owner) }
  }

  async run(job: DocumentJob, owner = ''): Promise<DocumentAnswer> {
    this.script ??= resolveDocumentWorker()
    const script = await this.script
    try {
      return await this.turns.take(owner, () => this.runWorker(script, job))
    } catch (error) {
      if (error instanceof TurnRefusedError) return { outcome: 'busy' }
      throw error
    }
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
