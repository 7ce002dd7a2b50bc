import { parentPort, workerData } from 'node:worker_threads'
import { runDocumentJob, type DocumentJob } from './document-jobs.js'

// One job per worker thread: announce the start (the host's watchdog runs from here), parse, answer, end.
parentPort?.postMessage({ type: 'started' })
parentPort?.postMessage({ type: 'done', outcome: runDocumentJob(workerData as DocumentJob) })
