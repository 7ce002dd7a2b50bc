import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bearer, readJson, sendJson, tokenPayload, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  await t.close()
})

const accounts = {
  bender: ['bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!'],
  ciso: ['ciso@juice-sh.op', 'mDLx?94T~1CfVfZMzw@sJ9f?s3L6lbMqE70FfI8^54jbNikY5fymx7c!YbJb'],
  admin: ['admin@juice-sh.op', 'admin123'],
  accountant: ['accountant@juice-sh.op', 'i am an awesome accountant'],
  rapper: ['mc.safesearch@juice-sh.op', 'Mr. N00dles'],
  amy: ['amy@juice-sh.op', 'K1f.....................'],
  jim: ['jim@juice-sh.op', 'ncc-1701'],
} as const
const login = (who: keyof typeof accounts) => t.login(accounts[who][0], accounts[who][1])
const status = async (token: string) => t.request('/rest/deluxe-membership', { headers: bearer(token) })
const upgrade = (token: string, body: unknown) =>
  t.request('/rest/deluxe-membership', sendJson('POST', body, bearer(token)))
const row = (sql: string, ...params: unknown[]) => t.shop.db.prepare(sql).get(...params) as Json

describe('GET /rest/deluxe-membership', () => {
  it('offers the membership for 49 to customers', async () => {
    const response = await status(await login('bender'))
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual({ status: 'success', data: { membershipCost: 49 } })
  })

  it('tells deluxe members they are members already', async () => {
    const response = await status(await login('ciso'))
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual({ status: 'error', error: 'You are already a deluxe member!' })
  })

  it('tells everybody else they are not eligible', async () => {
    for (const token of [await login('admin'), await login('accountant'), 'not-a-token']) {
      const response = await status(token)
      expect(response.status).toBe(400)
      expect(await readJson(response)).toEqual({
        status: 'error',
        error: 'You are not eligible for deluxe membership!',
      })
    }
    expect((await t.request('/rest/deluxe-membership')).status).toBe(400)
  })
})

describe('POST /rest/deluxe-membership', () => {
  it('upgrades a customer paying with an own card, with a new deluxe token that keeps the basket', async () => {
    const token = await login('bender')
    const cards = await readJson<{ data: Json[] }>(await t.request('/api/Cards', { headers: bearer(token) }))
    const response = await upgrade(token, { paymentMode: 'card', paymentId: String(cards.data[0]?.id) })
    expect(response.status).toBe(200)
    const { status: outcome, data } = await readJson<{
      status: string
      data: { confirmation: string; token: string }
    }>(response)
    expect(outcome).toBe('success')
    expect(data.confirmation).toBe('Congratulations! You are now a deluxe member!')
    const payload = tokenPayload(data.token)
    expect(payload).toMatchObject({
      status: 'success',
      bid: 3,
      data: { email: 'bender@juice-sh.op', role: 'deluxe' },
    })
    expect(row('SELECT role, deluxeToken FROM Users WHERE id = 3')).toMatchObject({ role: 'deluxe' })
    const deliveries = await readJson<{ data: Json[] }>(
      await t.request('/api/Deliverys', { headers: bearer(data.token) }),
    )
    expect(deliveries.data[0]?.price).toBe(0.5)
    expect((await status(data.token)).status).toBe(400)
    const added = await t.request(
      '/api/BasketItems',
      sendJson('POST', { BasketId: 3, ProductId: 1, quantity: 6 }, bearer(data.token)),
    )
    expect(added.status).toBe(200)
  })

  it('debits 49 from the wallet', async () => {
    const response = await upgrade(await login('rapper'), { paymentMode: 'wallet' })
    expect(response.status).toBe(200)
    expect(
      row(
        "SELECT balance FROM Wallets WHERE UserId = (SELECT id FROM Users WHERE email = 'mc.safesearch@juice-sh.op')",
      ).balance,
    ).toBe(13337 - 49)
  })

  it('refuses a wallet holding less than 49, changing nothing', async () => {
    const response = await upgrade(await login('amy'), { paymentMode: 'wallet' })
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual({ status: 'error', error: 'Insuffienct funds in Wallet' })
    expect(row("SELECT role FROM Users WHERE email = 'amy@juice-sh.op'").role).toBe('customer')
    expect(row('SELECT balance FROM Wallets WHERE UserId = 11').balance).toBe(48)
  })

  it.each([1337, 1, null, { $gt: 0 }])(
    'refuses the card %j that is not one of the caller’s',
    async (paymentId) => {
      const response = await upgrade(await login('jim'), { paymentMode: 'card', paymentId })
      expect(response.status).toBe(400)
      expect(await readJson(response)).toEqual({ status: 'error', error: 'Invalid Card' })
      expect(row('SELECT role FROM Users WHERE id = 2').role).toBe('customer')
    },
  )

  it('refuses an expired card', async () => {
    const { lastInsertRowid } = t.shop.db
      .prepare(
        "INSERT INTO Cards (UserId, fullName, cardNum, expMonth, expYear, createdAt, updatedAt) VALUES (2, 'Jim', 1234567812345678, 1, 2001, '', '')",
      )
      .run()
    const response = await upgrade(await login('jim'), {
      paymentMode: 'card',
      paymentId: Number(lastInsertRowid),
    })
    expect(await readJson(response)).toEqual({ status: 'error', error: 'Invalid Card' })
  })

  it('refuses users who are not customers', async () => {
    for (const who of ['ciso', 'admin', 'accountant'] as const) {
      const response = await upgrade(await login(who), { paymentMode: 'wallet' })
      expect(response.status).toBe(400)
      expect(await readJson(response)).toEqual({
        status: 'error',
        error: 'Something went wrong. Please try again!',
      })
    }
  })

  it('refuses a second upgrade with the old token', async () => {
    const token = await login('rapper')
    expect((await upgrade(token, { paymentMode: 'wallet' })).status).toBe(200)
    expect((await upgrade(token, { paymentMode: 'wallet' })).status).toBe(400)
  })

  it('wants a known session', async () => {
    expect(
      (await t.request('/rest/deluxe-membership', sendJson('POST', { paymentMode: 'wallet' }))).status,
    ).toBe(401)
  })
})
