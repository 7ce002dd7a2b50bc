import { afterEach, describe, expect, it } from 'vitest'
import { Sandbox } from './sandbox.js'

describe('Sandbox shared by several owners', () => {
  let sandbox: Sandbox
  afterEach(() => sandbox.close())

  it("keeps a worker free for other owners while one owner's payloads sleep", async () => {
    sandbox = new Sandbox({ workers: 2, workersPerOwner: 1 })
    const a = sandbox.client('team-a')
    const b = sandbox.client('team-b')
    await Promise.all([a.evaluate('0'), b.evaluate('0')]) // both workers started
    const sleeping = [1, 2, 3].map(() =>
      a.filterDocuments([{}], 'sleep(800)', { limits: { timeoutMs: 5000 } }),
    )
    const started = performance.now()
    expect(await b.evaluate('1 + 1')).toMatchObject({ ok: true, value: 2 })
    expect(performance.now() - started).toBeLessThan(600)
    const outcomes = await Promise.all(sleeping)
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true)
  })

  it('serves waiting owners in turn rather than in arrival order', async () => {
    sandbox = new Sandbox({ workers: 1, workersPerOwner: 1 })
    const a = sandbox.client('team-a')
    const b = sandbox.client('team-b')
    const order: string[] = []
    const run = (client: typeof a, name: string) =>
      client.filterDocuments([{}], 'sleep(50)').then(() => order.push(name))
    await Promise.all([run(a, 'a1'), run(a, 'a2'), run(a, 'a3'), run(b, 'b1')])
    expect(order.indexOf('b1')).toBeLessThan(order.indexOf('a3'))
  })

  it("answers a closed client's waiting jobs with a failure and keeps serving the others", async () => {
    sandbox = new Sandbox({ workers: 1 })
    const a = sandbox.client('team-a')
    const b = sandbox.client('team-b')
    await a.evaluate('0') // the worker is up, so the next job runs at once
    const running = a.filterDocuments([{}], 'sleep(300)')
    const waiting = a.evaluate('1')
    a.close()
    expect(await waiting).toMatchObject({ ok: false, error: { message: 'Sandbox closed' } })
    expect(await running).toMatchObject({ ok: true })
    expect(await b.evaluate('2')).toMatchObject({ ok: true, value: 2 })
  })

  it('lets a single owner use every worker by default', async () => {
    sandbox = new Sandbox({ workers: 2 })
    const only = sandbox.client('')
    await Promise.all([1, 2].map(() => only.filterDocuments([{}], 'sleep(100)')))
    expect(sandbox.workerCount).toBe(2)
  })
})
