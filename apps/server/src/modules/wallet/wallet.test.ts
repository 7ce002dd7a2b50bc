import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, readJson, sendJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
let demo: string
beforeAll(async () => {
  t = await startTestShop()
  demo = await t.login('demo', 'demo')
})
afterAll(async () => {
  await t.close()
})

const balance = async (token = demo) =>
  readJson<{ status: string; data: number }>(
    await t.request('/rest/wallet/balance', { headers: bearer(token) }),
  )
const topUp = (body: unknown, token = demo) =>
  t.request('/rest/wallet/balance', sendJson('PUT', body, bearer(token)))

describe('GET /rest/wallet/balance', () => {
  it('wants a known session', async () => {
    expect((await t.request('/rest/wallet/balance')).status).toBe(401)
  })

  it("answers the caller's balance", async () => {
    expect(await balance()).toEqual({ status: 'success', data: 200 })
  })

  it('answers 404 when the caller has no wallet', async () => {
    await t.request('/api/Users', sendJson('POST', { email: 'nowallet@juice-sh.op', password: 'nowallet1' }))
    t.shop.db
      .prepare(
        "DELETE FROM Wallets WHERE UserId = (SELECT id FROM Users WHERE email = 'nowallet@juice-sh.op')",
      )
      .run()
    const token = await t.login('nowallet@juice-sh.op', 'nowallet1')
    const response = await t.request('/rest/wallet/balance', { headers: bearer(token) })
    expect(response.status).toBe(404)
    expect(await readJson(response)).toEqual({ status: 'error' })
  })
})

describe('PUT /rest/wallet/balance', () => {
  it('wants a known session', async () => {
    expect(
      (await t.request('/rest/wallet/balance', sendJson('PUT', { balance: 10, paymentId: 2 }))).status,
    ).toBe(401)
  })

  it("charges the caller's own card and credits the wallet", async () => {
    const before = (await balance()).data
    const response = await topUp({ balance: 10, paymentId: 2 })
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual({ status: 'success', data: 10 })
    expect((await balance()).data).toBe(before + 10)
  })

  it.each([
    { balance: 10, paymentId: 1 },
    { balance: 10 },
    { balance: 10, paymentId: { $ne: 0 } },
    { balance: 10, paymentId: 'wallet' },
  ])('answers 402 "Payment not accepted." for %j', async (body) => {
    const before = (await balance()).data
    const response = await topUp(body)
    expect(response.status).toBe(402)
    expect(await readJson(response)).toEqual({ status: 'error', message: 'Payment not accepted.' })
    expect((await balance()).data).toBe(before)
  })

  it.each([9.99, 1000.01, -50, 0, '1e3', 'ten', null, [100], 1e308])(
    'refuses the amount %j',
    async (amount) => {
      const before = (await balance()).data
      const response = await topUp({ balance: amount, paymentId: 2 })
      expect(response.status).toBe(400)
      expect(await readJson(response)).toEqual({
        status: 'error',
        message: 'The amount must be between 10 and 1000.',
      })
      expect((await balance()).data).toBe(before)
    },
  )

  it('accepts the limits, numeric texts and cents', async () => {
    const before = (await balance()).data
    for (const amount of [10, 1000, '25.5', 12.345])
      expect((await topUp({ balance: amount, paymentId: '2' })).status).toBe(200)
    expect((await balance()).data).toBe(Math.round((before + 10 + 1000 + 25.5 + 12.35) * 100) / 100)
  })
})
