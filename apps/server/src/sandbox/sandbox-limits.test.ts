import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ITERATION_LIMIT_MESSAGE, Sandbox } from './sandbox.js'

// The B2B order API's settings, as in the reference: 2 s watchdog, 1 000 000 iterations.
const b2b = { limits: { timeoutMs: 2000, maxIterations: 1_000_000 } }
const sandbox = new Sandbox()
afterAll(() => sandbox.close())

describe('Sandbox limits: the B2B payloads', () => {
  it('ends an endless loop with the iteration guard message', async () => {
    const outcome = await sandbox.evaluate('(function dos() { while(true); })()', b2b)
    expect(outcome).toMatchObject({
      ok: false,
      error: { name: 'Error', message: ITERATION_LIMIT_MESSAGE },
      timedOut: false,
      memoryExceeded: false,
    })
    expect(outcome.durationMs).toBeLessThan(2000)
  })

  it('stops a catastrophic regex by the time limit, not the iteration guard', async () => {
    const outcome = await sandbox.evaluate('/((a+)+)b/.test("aaaaaaaaaaaaaaaaaaaaaaaaaaaaa")', b2b)
    expect(outcome).toMatchObject({ ok: false, timedOut: true, error: { name: 'TimeoutError' } })
    expect(outcome.durationMs).toBeGreaterThanOrEqual(1900)
  })

  it('answers an error for the constructor escape, and the host process carries on', async () => {
    const outcome = await sandbox.evaluate('this.constructor.constructor("return process")().exit()', b2b)
    expect(outcome).toMatchObject({ ok: false, timedOut: false })
    expect(outcome.attempts).toEqual([{ api: 'process.exit', detail: '' }])
    expect(await sandbox.evaluate('6 * 7', b2b)).toMatchObject({ ok: true, value: 42 })
  })

  it('lets ordinary order-line data through the guard', async () => {
    const outcome = await sandbox.evaluate('let sum = 0; for (let i = 0; i < 100000; i++) sum += i; sum', b2b)
    expect(outcome).toMatchObject({ ok: true, value: 4999950000 })
  })
})

describe('Sandbox limits: time and memory', () => {
  it('times out a busy loop when no iteration guard is set', async () => {
    const outcome = await sandbox.evaluate('while (true) {}', { limits: { timeoutMs: 300 } })
    expect(outcome).toMatchObject({ ok: false, timedOut: true })
    expect(outcome.durationMs).toBeLessThan(1500)
  })

  it('ends a memory bomb with memoryExceeded', async () => {
    const outcome = await sandbox.evaluate('let a = []; while (true) a.push(new Array(1e6))', {
      limits: { memoryBytes: 8 * 1024 * 1024, timeoutMs: 15_000 },
    })
    expect(outcome).toMatchObject({ ok: false, memoryExceeded: true, timedOut: false })
  })

  it('ends runaway recursion with an error instead of a crash', async () => {
    const outcome = await sandbox.evaluate('(function down() { return down() })()')
    expect(outcome).toMatchObject({ ok: false, error: { name: 'InternalError', message: 'stack overflow' } })
    expect(await sandbox.evaluate('"still" + " here"')).toMatchObject({ ok: true, value: 'still here' })
  })
})

describe('Sandbox workers', () => {
  let server: Server
  let url: string
  beforeAll(async () => {
    server = createServer((_request, response) => response.end('pong'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('keeps the server answering while a payload spins', async () => {
    await sandbox.evaluate('0') // a started worker, so the measurement is about the loop, not the start-up
    let settled = false
    const spinning = sandbox.evaluate('while (true) {}', { limits: { timeoutMs: 1500 } }).then((outcome) => {
      settled = true
      return outcome
    })
    const latencies: number[] = []
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      expect(await (await fetch(url)).text()).toBe('pong')
      latencies.push(performance.now() - started)
    }
    expect(settled).toBe(false)
    expect(Math.min(...latencies)).toBeLessThan(100)
    expect(await spinning).toMatchObject({ timedOut: true })
  })

  it('queues more jobs than workers and answers them all', async () => {
    const outcomes = await Promise.all(Array.from({ length: 6 }, (_, n) => sandbox.evaluate(`${n} * 2`)))
    expect(outcomes.map((outcome) => outcome.ok && outcome.value)).toEqual([0, 2, 4, 6, 8, 10])
    expect(sandbox.workerCount).toBeLessThanOrEqual(2)
  })

  it('terminates a worker stuck in native code past the deadline and keeps serving', async () => {
    const own = new Sandbox({ workers: 1, hardTimeoutMarginMs: 100 })
    try {
      // One sort of 600 000 keys runs for about a second inside QuickJS without a single interrupt poll.
      const stuck = await own.evaluate('Array.from(Array(6e5).keys()).sort().length', {
        limits: { timeoutMs: 50, memoryBytes: 64 * 1024 * 1024 },
      })
      expect(stuck).toMatchObject({ ok: false, timedOut: true, error: { name: 'TimeoutError' } })
      expect(stuck.durationMs).toBeGreaterThanOrEqual(140) // the host's fallback, not the interrupt handler
      expect(await own.evaluate('"served by a fresh worker"')).toMatchObject({ ok: true })
      expect(own.workerCount).toBe(1)
    } finally {
      await own.close()
    }
  })

  it('ends all workers on close and refuses later work', async () => {
    const own = new Sandbox({ workers: 2 })
    expect(own.workerCount).toBe(0)
    await Promise.all([own.evaluate('1'), own.evaluate('2')])
    expect(own.workerCount).toBe(2)
    const pending = own.evaluate('while (true) {}', { limits: { timeoutMs: 10_000 } })
    await own.close()
    expect(own.workerCount).toBe(0)
    expect(await pending).toMatchObject({ ok: false, error: { message: 'Sandbox closed' } })
    expect(await own.evaluate('1')).toMatchObject({ ok: false, error: { message: 'Sandbox closed' } })
  })
})
