import { describe, expect, it } from 'vitest'
import { Turns } from './turns.js'

/** A job that runs until `finish` is called, recording when it started. */
function controlledJob(started: string[], name: string) {
  let finish: () => void = () => undefined
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { job: async () => (started.push(name), await done, name), finish: () => finish() }
}

describe('Turns', () => {
  it('runs at most `concurrency` jobs at once and starts the others in arrival order', async () => {
    const turns = new Turns(2)
    const started: string[] = []
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => controlledJob(started, name))
    const results = [a!, b!, c!, d!].map((entry) => turns.take(entry.job))
    await Promise.resolve()
    expect(started).toEqual(['a', 'b'])
    expect(turns.allTaken).toBe(true)
    expect(turns.queued).toBe(2)
    b!.finish()
    await results[1]
    await Promise.resolve()
    expect(started).toEqual(['a', 'b', 'c'])
    a!.finish()
    c!.finish()
    d!.finish()
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd'])
    expect(turns.allTaken).toBe(false)
    expect(turns.queued).toBe(0)
  })

  it('frees the turn when a job fails', async () => {
    const turns = new Turns(1)
    await expect(turns.take(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(turns.take(() => Promise.resolve('next'))).resolves.toBe('next')
  })
})
