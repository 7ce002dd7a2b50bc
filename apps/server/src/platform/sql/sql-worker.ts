/**
 * Worker thread of the bounded SQL engine (bounded-query.ts). Loads sql.js once, keeps the latest copy of the
 * database it was sent and answers one job at a time. It is terminated when a query runs too long, which stops
 * the WebAssembly SQLite wherever it is.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { SqlJob, SqlWorkerMessage, SqlWorkerSettings } from './bounded-protocol.js'
import { SqlJsRunner } from './sqljs-runner.js'

const port = parentPort
if (!port) throw new Error('sql-worker must run in a worker thread')

const post = (message: SqlWorkerMessage) => port.postMessage(message)
const runner = SqlJsRunner.create(workerData as SqlWorkerSettings)

// Listening before sql.js is ready: jobs are only sent after `ready`, and none may be missed.
port.on('message', (job: SqlJob) => {
  void runner.then((engine) => {
    if (job.database) engine.load(job.database)
    post({ type: 'answer', id: job.id, answer: engine.run(job.sql, job.mode) })
  })
})
void runner.then(() => post({ type: 'ready' }))
