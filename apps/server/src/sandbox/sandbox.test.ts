import { afterAll, describe, expect, it } from 'vitest'
import { Sandbox } from './sandbox.js'

const sandbox = new Sandbox()
afterAll(() => sandbox.close())

describe('Sandbox.evaluate', () => {
  it('answers the completion value of a script', async () => {
    const outcome = await sandbox.evaluate('const lines = [1, 2, 3]; lines.map((n) => n * 2)')
    expect(outcome).toMatchObject({ ok: true, value: [2, 4, 6], attempts: [] })
    expect(outcome.durationMs).toBeGreaterThanOrEqual(0)
  })

  it('copies the completion value out as JSON', async () => {
    const outcome = await sandbox.evaluate(
      '({ when: new Date(0), skip: undefined, fn() {}, nested: { ok: true } })',
    )
    expect(outcome).toMatchObject({
      ok: true,
      value: { when: '1970-01-01T00:00:00.000Z', nested: { ok: true } },
    })
    expect(outcome.ok && Object.keys(outcome.value as object)).toEqual(['when', 'nested'])
  })

  it('answers undefined for a script without a JSON completion value', async () => {
    expect(await sandbox.evaluate('let x = 1')).toMatchObject({ ok: true, value: undefined })
    expect(await sandbox.evaluate('(function () {})')).toMatchObject({ ok: true, value: undefined })
  })

  it('copies globals in as JSON data', async () => {
    const order = { cid: 'JS0815DE', lines: [{ productId: 1, quantity: 2 }] }
    const outcome = await sandbox.evaluate(
      'order.lines[0].quantity += 40; [order.cid, order.lines[0].quantity]',
      {
        globals: { order },
      },
    )
    expect(outcome).toMatchObject({ ok: true, value: ['JS0815DE', 42] })
    expect(order.lines[0]?.quantity).toBe(2)
  })

  it('never lets a host function in through globals', async () => {
    const globals = { helper: () => 'host', data: { method: () => 'host', value: 1 } }
    const outcome = await sandbox.evaluate('[typeof helper, typeof data.method, data.value]', { globals })
    expect(outcome).toMatchObject({ ok: true, value: ['undefined', 'undefined', 1] })
  })

  it('settles a promise completion value', async () => {
    expect(await sandbox.evaluate('Promise.resolve(41).then((n) => n + 1)')).toMatchObject({
      ok: true,
      value: 42,
    })
    const rejected = await sandbox.evaluate('(async () => { throw new RangeError("no stock") })()')
    expect(rejected).toMatchObject({ ok: false, error: { name: 'RangeError', message: 'no stock' } })
  })

  it('reports what a script threw by name and message only', async () => {
    const outcome = await sandbox.evaluate('function order() { throw new TypeError("bad line") }\norder()')
    expect(outcome).toEqual({
      ok: false,
      error: { name: 'TypeError', message: 'bad line' },
      timedOut: false,
      memoryExceeded: false,
      attempts: [],
      durationMs: expect.any(Number),
    })
  })

  it('reports syntax errors and thrown non-errors', async () => {
    expect(await sandbox.evaluate('{ orderLines: [ }')).toMatchObject({
      ok: false,
      error: { name: 'SyntaxError' },
    })
    expect(await sandbox.evaluate('throw "plain text"')).toMatchObject({
      ok: false,
      error: { name: 'Error', message: 'plain text' },
    })
  })

  it('truncates long error messages', async () => {
    const outcome = await sandbox.evaluate('throw new Error("x".repeat(100000))')
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.error.message.length).toBeLessThanOrEqual(501)
  })

  it('refuses results that are not JSON or too large', async () => {
    const cyclic = await sandbox.evaluate('const a = {}; a.self = a; a')
    expect(cyclic).toMatchObject({ ok: false, error: { name: 'TypeError' } })
    const large = await sandbox.evaluate('"x".repeat(2 * 1024 * 1024)')
    expect(large).toMatchObject({ ok: false, error: { name: 'RangeError' } })
  })

  it('keeps nothing from one evaluation to the next', async () => {
    await sandbox.evaluate('globalThis.stash = "from the first request"; Object.prototype.polluted = true')
    const outcome = await sandbox.evaluate('[typeof stash, ({}).polluted]')
    expect(outcome).toMatchObject({ ok: true, value: ['undefined', null] })
  })

  it('cannot be fooled by replacing the JSON built-ins', async () => {
    const outcome = await sandbox.evaluate(
      'JSON.stringify = () => "{\\"forged\\":true}"; JSON.parse = null; [1, 2]',
    )
    expect(outcome).toMatchObject({ ok: true, value: [1, 2] })
  })

  it('refuses globals that are not JSON data', async () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    const outcome = await sandbox.evaluate('1', { globals: { cyclic } })
    expect(outcome).toMatchObject({ ok: false, error: { name: 'TypeError' } })
  })
})
