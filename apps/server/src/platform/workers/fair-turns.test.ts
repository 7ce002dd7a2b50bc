import { afterEach, describe, expect, it, vi } from 'vitest'
import { FairTurns, TurnRefusedError } from './fair-turns.js'

/** Jobs that run until finished by name, recording the order they started in. */
function controlledJobs() {
  const started: string[] = []
  const finishers = new Map<string, () => void>()
  const job = (name: string) => async () => {
    started.push(name)
    await new Promise<void>((resolve) => finishers.set(name, resolve))
    return name
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve))
  const finish = async (name: string) => {
    await settle()
    finishers.get(name)?.()
    await settle()
  }
  return { started, job, finish }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ran',
    (error: unknown) => (error instanceof TurnRefusedError ? error.reason : String(error)),
  )

describe('FairTurns', () => {
  afterEach(() => vi.useRealTimers())

  it('runs at most `concurrency` jobs and serves waiting owners in turn, not in arrival order', async () => {
    const turns = new FairTurns({ concurrency: 1, queuedPerOwner: 10 })
    const { started, job, finish } = controlledJobs()
    const results = [
      turns.take('alpha', job('a1')),
      turns.take('alpha', job('a2')),
      turns.take('alpha', job('a3')),
      turns.take('beta', job('b1')),
      turns.take('gamma', job('c1')),
    ]
    await Promise.resolve()
    expect(started).toEqual(['a1'])
    expect(turns.queued).toBe(4)
    for (const name of ['a1', 'b1', 'c1', 'a2', 'a3']) await finish(name)
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'a3'])
    await expect(Promise.all(results)).resolves.toEqual(['a1', 'a2', 'a3', 'b1', 'c1'])
    expect(turns.queued).toBe(0)
  })

  it('gives a free turn to an owner with nothing running before one that runs a job already', async () => {
    const turns = new FairTurns({ concurrency: 2, queuedPerOwner: 10 })
    const { started, job, finish } = controlledJobs()
    void turns.take('alpha', job('a1'))
    void turns.take('alpha', job('a2'))
    void turns.take('alpha', job('a3'))
    void turns.take('beta', job('b1'))
    await finish('a1')
    expect(started).toEqual(['a1', 'a2', 'b1'])
    await finish('b1')
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3'])
  })

  it('keeps an owner to `runningPerOwner` jobs even with turns free', async () => {
    const turns = new FairTurns({ concurrency: 2, runningPerOwner: 1, queuedPerOwner: 10 })
    const { started, job, finish } = controlledJobs()
    void turns.take('alpha', job('a1'))
    void turns.take('alpha', job('a2'))
    await finish('nothing')
    expect(started).toEqual(['a1'])
    void turns.take('beta', job('b1'))
    await finish('nothing')
    expect(started).toEqual(['a1', 'b1'])
    await finish('a1')
    expect(started).toEqual(['a1', 'b1', 'a2'])
  })

  it("refuses an owner's job at once beyond its queue, without touching other owners", async () => {
    const turns = new FairTurns({ concurrency: 1, queuedPerOwner: 2 })
    const { job, finish } = controlledJobs()
    const running = turns.take('alpha', job('a1'))
    const waiting = [turns.take('alpha', job('a2')), turns.take('alpha', job('a3'))]
    await expect(refusal(turns.take('alpha', job('a4')))).resolves.toBe('queue-full')
    const beta = turns.take('beta', job('b1'))
    for (const name of ['a1', 'b1', 'a2', 'a3']) await finish(name)
    await expect(Promise.all([running, beta, ...waiting])).resolves.toEqual(['a1', 'b1', 'a2', 'a3'])
  })

  it('refuses a job that waited too long and frees its place', async () => {
    vi.useFakeTimers()
    const turns = new FairTurns({ concurrency: 1, queuedPerOwner: 1, maxWaitMs: 1_000 })
    const { started, job } = controlledJobs()
    void turns.take('alpha', job('a1'))
    const late = refusal(turns.take('beta', job('b1')))
    vi.advanceTimersByTime(1_001)
    await expect(late).resolves.toBe('waited-too-long')
    expect(turns.queued).toBe(0)
    expect(started).toEqual(['a1'])
  })

  it("cancels an owner's waiting jobs only", async () => {
    const turns = new FairTurns({ concurrency: 1, queuedPerOwner: 5 })
    const { job, finish } = controlledJobs()
    const running = turns.take('alpha', job('a1'))
    const cancelled = refusal(turns.take('alpha', job('a2')))
    const beta = turns.take('beta', job('b1'))
    turns.cancel('alpha')
    await expect(cancelled).resolves.toBe('cancelled')
    await finish('a1')
    await finish('b1')
    await expect(Promise.all([running, beta])).resolves.toEqual(['a1', 'b1'])
  })

  it('frees the turn when a job fails', async () => {
    const turns = new FairTurns({ concurrency: 1, queuedPerOwner: 1 })
    await expect(turns.take('alpha', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(turns.take('alpha', () => Promise.resolve('next'))).resolves.toBe('next')
  })
})
