import { parentPort } from 'node:worker_threads'

/** What a job thread's worker answers for the job `id` (job-thread.ts posts `{ id, job }`). */
export type JobReply<Result> =
  { id: number; ok: true; result: Result } | { id: number; ok: false; message: string }

/** The worker side of a job thread: answers every posted job with `handle`'s result or its error message. */
export function serveJobs<Job, Result>(handle: (job: Job) => Promise<Result> | Result): void {
  const port = parentPort
  if (!port) throw new Error('serveJobs must run in a worker thread')
  port.on('message', ({ id, job }: { id: number; job: Job }) => {
    void Promise.resolve()
      .then(() => handle(job))
      .then(
        (result) => port.postMessage({ id, ok: true, result } satisfies JobReply<Result>),
        (error: unknown) =>
          port.postMessage({
            id,
            ok: false,
            message: error instanceof Error ? error.message : String(error),
          } satisfies JobReply<Result>),
      )
  })
}
