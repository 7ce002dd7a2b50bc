import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, readJson, sendJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
let token: string
beforeAll(async () => {
  t = await startTestShop()
  token = await t.login('jim@juice-sh.op', 'ncc-1701')
})
afterAll(async () => {
  await t.close()
})

const order = (body: unknown): Promise<Response> =>
  t.request('/b2b/v2/orders', sendJson('POST', body, bearer(token)))
const orderLines = (code: string): Promise<Response> => order({ cid: 'JS0815DE', orderLinesData: code })

describe('POST /b2b/v2/orders', () => {
  it('refuses requests without a token', async () => {
    expect((await t.request('/b2b/v2/orders', sendJson('POST', { cid: 'x' }))).status).toBe(401)
  })

  it('confirms any JSON with an order number and a payment date 14 days ahead', async () => {
    const response = await order({ foo: 'bar', test: 42 })
    expect(response.status).toBe(200)
    const body = await readJson(response)
    expect(body.cid).toBeUndefined()
    expect(body.orderNo).toMatch(/^[0-9a-f]{32}$/)
    const due = Date.parse(String(body.paymentDue)) - Date.now()
    expect(due).toBeGreaterThan(13.9 * 24 * 3600 * 1000)
    expect(await readJson(await order({ cid: 'test' }))).toMatchObject({ cid: 'test' })
  })

  it('accepts harmless order lines data', async () => {
    const response = await orderLines('[{"productId": 12, "quantity": 10000}]')
    expect(response.status).toBe(200)
    expect(await t.challenge('rceChallenge')).toMatchObject({ solved: false })
    expect(await t.challenge('rceOccupyChallenge')).toMatchObject({ solved: false })
  })
})

describe('rceChallenge', () => {
  it('is solved by order lines that loop forever, stopped by the iteration guard', async () => {
    const response = await orderLines('(function dos() { while(true); })()')
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('Infinite loop detected - reached max iterations')
    expect((await t.challenge('rceChallenge')).solved).toBe(true)
  })
})

describe('rceOccupyChallenge', () => {
  it('is solved by a catastrophic regular expression that runs into the watchdog', async () => {
    const response = await orderLines("/((a+)+)b/.test('aaaaaaaaaaaaaaaaaaaaaaaaaaaaa')")
    expect(response.status).toBe(503)
    expect(await response.text()).toContain(
      'Sorry, we are temporarily not available! Please try again later.',
    )
    expect((await t.challenge('rceOccupyChallenge')).solved).toBe(true)
  })
})

describe('order lines stay inside the sandbox', () => {
  it('keeps answering other requests while order lines loop', async () => {
    const looping = orderLines('(function dos() { while(true); })()')
    const started = Date.now()
    const version = await t.request('/rest/admin/application-version')
    expect(version.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(1000)
    expect((await looping).status).toBe(500)
  })

  it('fails the constructor escape to the real process cleanly', async () => {
    const response = await orderLines('this.constructor.constructor("return process")().exit()')
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('process.exit() is not permitted')
    expect((await t.request('/rest/admin/application-version')).status).toBe(200)
  })

  it('gives require and host files only fakes', async () => {
    const read = await orderLines("require('fs').readFileSync('/etc/passwd', 'utf8')")
    expect(read.status).toBe(500)
    expect(await read.text()).toContain('ENOENT')
    const run = await orderLines(
      "global.process.mainModule.require('child_process').execSync('touch /tmp/x')",
    )
    expect(run.status).toBe(200)
  })

  it('cannot pollute the prototypes of host objects', async () => {
    const response = await orderLines(
      'Object.prototype.polluted = "yes"; ({}).constructor.prototype.isAdmin = true; JSON.parse = null',
    )
    expect(response.status).toBe(200)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    expect(typeof JSON.parse).toBe('function')
    expect((await order({ cid: 'after' })).status).toBe(200)
  })
})

describe('GET /api-docs', () => {
  it('serves the Swagger UI of the B2B API from the shop itself', async () => {
    const redirect = await t.request('/api-docs', { redirect: 'manual' })
    expect(redirect.status).toBe(301)
    const page = await t.request('/api-docs/')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('swagger-ui')
    const init = await (await t.request('/api-docs/swagger-ui-init.js')).text()
    expect(init).toContain('NextGen B2B API')
    expect(init).toContain('createCustomerOrder')
  })
})
