import { afterEach, describe, expect, it } from 'vitest'
import { JobThread } from './job-thread.js'

/** A worker speaking job-protocol.ts: doubles numbers, fails on negative ones, exits on 0. */
const doublingWorker = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from 'node:worker_threads'
    parentPort.on('message', ({ id, job }) => {
      if (job === 0) process.exit(3)
      if (job < 0) parentPort.postMessage({ id, ok: false, message: 'negative' })
      else parentPort.postMessage({ id, ok: true, result: job * 2 })
    })
  `)}`,
)

describe('JobThread', () => {
  let thread: JobThread<number, number>
  const create = (options: { idleMs?: number; timeoutMs?: number } = {}) =>
    (thread = new JobThread<number, number>({
      script: () => Promise.resolve(doublingWorker),
      resourceLimits: {},
      timeoutMs: options.timeoutMs ?? 10_000,
      idleMs: options.idleMs ?? 60_000,
    }))
  afterEach(() => thread.close())

  it('starts its worker on the first job and answers jobs in parallel', async () => {
    create()
    expect(thread.started).toBe(false)
    await expect(Promise.all([thread.run(1), thread.run(2), thread.run(3)])).resolves.toEqual([2, 4, 6])
    expect(thread.started).toBe(true)
  })

  it('rejects with the error message the worker answered', async () => {
    create()
    await expect(thread.run(-1)).rejects.toThrow('negative')
    await expect(thread.run(4)).resolves.toBe(8)
  })

  it('fails the jobs of a worker that stops and starts a new one for the next job', async () => {
    create()
    await expect(thread.run(0)).rejects.toThrow('exit code 3')
    await expect(thread.run(5)).resolves.toBe(10)
  })

  it('ends an idle worker after idleMs', async () => {
    create({ idleMs: 50 })
    await thread.run(1)
    await new Promise((wait) => setTimeout(wait, 150))
    expect(thread.started).toBe(false)
    await expect(thread.run(2)).resolves.toBe(4)
  })

  it('refuses jobs once closed', async () => {
    create()
    thread.close()
    await expect(thread.run(1)).rejects.toThrow('closed')
  })
})
