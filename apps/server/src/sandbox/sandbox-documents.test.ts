import { afterAll, describe, expect, it } from 'vitest'
import { Sandbox } from './sandbox.js'

const sandbox = new Sandbox()
afterAll(() => sandbox.close())

const reviews = [
  { _id: 'r1', product: 1, message: 'One of my favorites!', author: 'admin@juice-sh.op' },
  { _id: 'r2', product: 3, message: 'Tastes like metal', author: 'jim@juice-sh.op' },
  { _id: 'r3', product: 1, message: 'y0ur f1r3wall needs m0r3 musc13', author: 'bender@juice-sh.op' },
]
const orders = [
  { orderId: '5267-f9cd5882f54c75a3', email: 'admin@juice-sh.op' },
  { orderId: '5267-f73dcd9d11e6a6b4', email: 'admin@juice-sh.op' },
  { orderId: '5267-a2f1e1b2c3d4e5f6', email: 'demo' },
]

describe('Sandbox.filterDocuments', () => {
  it('answers the indexes of the documents for which the expression holds, with this = the document', async () => {
    const outcome = await sandbox.filterDocuments(reviews, 'this.product == 1')
    expect(outcome).toMatchObject({ ok: true, value: [0, 2], attempts: [] })
  })

  it('also passes the document as obj, like MarsDB', async () => {
    expect(await sandbox.filterDocuments(reviews, "obj.author === 'jim@juice-sh.op'")).toMatchObject({
      value: [1],
    })
  })

  it('calls function source with this = the document, like MongoDB', async () => {
    const outcome = await sandbox.filterDocuments(
      reviews,
      'function () { return this.message.includes("metal") }',
    )
    expect(outcome).toMatchObject({ ok: true, value: [1] })
  })

  it("matches every document for the ' || true || ' injection into a quoted id", async () => {
    const id = "' || true || '"
    const outcome = await sandbox.filterDocuments(orders, `this.orderId === '${id}'`)
    expect(outcome).toMatchObject({ ok: true, value: [0, 1, 2] })
  })

  it('matches nothing for an ordinary id that is not there', async () => {
    expect(await sandbox.filterDocuments(orders, "this.orderId === 'nope'")).toMatchObject({
      ok: true,
      value: [],
    })
  })

  it('works on copies: changing this never changes the caller documents', async () => {
    const documents = [{ _id: 'a', message: 'original' }]
    const outcome = await sandbox.filterDocuments(documents, '(this.message = "changed") && true')
    expect(outcome).toMatchObject({ ok: true, value: [0] })
    expect(documents[0]?.message).toBe('original')
  })

  it('reports a broken expression as an error', async () => {
    const outcome = await sandbox.filterDocuments(reviews, 'this.product == (')
    expect(outcome).toMatchObject({ ok: false, error: { name: 'SyntaxError' }, timedOut: false })
  })

  it('offers sleep(ms), which takes its time in the sandbox while the event loop stays free', async () => {
    let ticks = 0
    const timer = setInterval(() => ticks++, 50)
    const started = Date.now()
    const outcome = await sandbox.filterDocuments(reviews.slice(0, 1), 'sleep(2000) || true', {
      limits: { timeoutMs: 5000 },
    })
    const elapsed = Date.now() - started
    clearInterval(timer)
    expect(outcome).toMatchObject({ ok: true, value: [0] })
    expect(elapsed).toBeGreaterThanOrEqual(1900)
    expect(elapsed).toBeLessThan(4000)
    expect(ticks).toBeGreaterThanOrEqual(20)
  })

  it('caps one sleep at 2000 ms and never sleeps past the deadline', async () => {
    const capped = await sandbox.filterDocuments([{}], 'sleep(60000) || true', {
      limits: { timeoutMs: 5000 },
    })
    expect(capped).toMatchObject({ ok: true, value: [0] })
    expect(capped.durationMs).toBeLessThan(3000)
    const late = await sandbox.filterDocuments(reviews, 'sleep(2000)', { limits: { timeoutMs: 300 } })
    expect(late).toMatchObject({ ok: false, timedOut: true, error: { name: 'TimeoutError' } })
    expect(late.durationMs).toBeLessThan(1500)
  })

  it('counts the iteration guard per document', async () => {
    const documents = Array.from({ length: 20 }, (_, n) => ({ n }))
    const busy = '(function () { let i = 0; while (i < 20000) i++; return this.n >= 0 }).call(this)'
    const outcome = await sandbox.filterDocuments(documents, busy, { limits: { maxIterations: 100_000 } })
    expect(outcome).toMatchObject({ ok: true })
    expect(outcome.ok && outcome.value).toHaveLength(20)
  })

  it('runs code stored in a document only inside the sandbox', async () => {
    const stored = [{ message: "require('fs').readFileSync('/etc/passwd', 'utf8')" }]
    const outcome = await sandbox.filterDocuments(
      stored,
      '(() => { try { return eval(this.message) } catch (e) { return false } })()',
    )
    expect(outcome).toMatchObject({ ok: true, value: [] })
    expect(outcome.attempts).toContainEqual({ api: 'fs.readFileSync', detail: '/etc/passwd utf8' })
  })
})
