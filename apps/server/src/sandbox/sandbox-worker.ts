/**
 * Entry of a sandbox worker thread. Built to `apps/server/dist/sandbox-worker.js` by scripts/bundle-server.mjs (with
 * quickjs-emscripten left external, since it finds its .wasm file next to its own module); run from the sources it
 * is bundled on the fly (worker-script.ts). It loads QuickJS once, says `ready`, then runs one job per message.
 */
import { parentPort } from 'node:worker_threads'
import { newQuickJSWASMModule, RELEASE_SYNC } from 'quickjs-emscripten'
import type { WorkerMessage, WorkerRequest } from './sandbox-types.js'
import { runJob } from './vm-jobs.js'

const WARM_UP_LIMITS = { timeoutMs: 10_000, memoryBytes: 16 * 1024 * 1024 }

async function main(): Promise<void> {
  const port = parentPort
  if (!port) throw new Error('sandbox-worker must run as a worker thread')
  const send = (message: WorkerMessage) => port.postMessage(message)
  const module = await newQuickJSWASMModule(RELEASE_SYNC)
  // WebAssembly functions are compiled on first call; warming up here keeps that out of the first job's time budget.
  runJob(
    module,
    { kind: 'evaluate', code: '[0].map(String)', globalsJson: '{}', limits: WARM_UP_LIMITS },
    () => {},
  )
  port.on('message', ({ id, job }: WorkerRequest) => {
    // Attempts are sent as they happen, so they survive even if the host has to terminate this thread mid-job.
    const result = runJob(module, job, (attempt) => send({ type: 'attempt', id, attempt }))
    send({ type: 'done', id, result })
  })
  send({ type: 'ready' })
}

await main()
