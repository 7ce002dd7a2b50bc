import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker, type ResourceLimits } from 'node:worker_threads'
import type { DocumentJob, DocumentOutcome } from './document-jobs.js'

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

/**
 * The `yaml` package is CommonJS and requires Node built-ins; an ES module bundle has no `require`, so the worker
 * bundle gets one (resolving only built-ins, so any base path works, also for a `data:` module).
 */
const workerBundleBanner =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(process.cwd() + '/');"

/** A worker that does not even start within this time is broken (not the payload's fault). */
const START_TIMEOUT_MS = 15_000

type WorkerMessage = { type: 'started' } | { type: 'done'; outcome: DocumentOutcome }

/**
 * Where the worker's code comes from. Worker threads cannot load TypeScript, so the built server uses
 * `dist/document-worker.js` written by scripts/bundle-server.mjs beside the bundled main.js (the same relative URL
 * finds tsc's output next to this file), and the TypeScript sources bundle `document-worker.ts` in memory with
 * esbuild (a dev dependency only imported on this path) and start it from a `data:` URL.
 */
async function resolveDocumentWorker(): Promise<URL> {
  const built = new URL('./document-worker.js', import.meta.url)
  if (existsSync(built)) return built
  const source = new URL('./document-worker.ts', import.meta.url)
  if (!existsSync(source)) {
    throw new Error(`document worker not found next to ${import.meta.url}; run npm run build -w apps/server`)
  }
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    banner: { js: workerBundleBanner },
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('esbuild produced no document worker')
  return new URL(`data:text/javascript;base64,${Buffer.from(output.text).toString('base64')}`)
}

/**
 * Parses untrusted documents (XML with entities, YAML with aliases) in short-lived worker threads with a heap limit
 * and a watchdog, so a bomb costs one bounded thread for at most `timeoutMs` while the server keeps answering.
 */
export class DocumentSandbox {
  private script: Promise<URL> | undefined
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(private readonly options: DocumentSandboxOptions = defaultDocumentSandboxOptions) {}

  async run(job: DocumentJob): Promise<DocumentOutcome> {
    this.script ??= resolveDocumentWorker()
    const script = await this.script
    await this.acquire()
    try {
      return await this.runWorker(script, job)
    } finally {
      this.release()
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running++
      return Promise.resolve()
    }
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  /** Hands the slot straight to the next waiting job, or frees it. */
  private release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.running--
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
