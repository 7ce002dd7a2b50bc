import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { signToken } from '../../platform/auth/jwt.js'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
let jim: string
beforeEach(async () => {
  t = await startTestShop()
  jim = await t.login('jim@juice-sh.op', 'ncc-1701')
})
afterEach(async () => {
  await t.close()
})

const post = (body: unknown, token = jim) =>
  t.request('/api/BasketItems', sendJson('POST', body, bearer(token)))
const postRaw = (raw: string, token = jim) =>
  t.request('/api/BasketItems', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(token) },
    body: raw,
  })
const put = (id: number | string, body: unknown, token = jim) =>
  t.request(`/api/BasketItems/${id}`, sendJson('PUT', body, bearer(token)))
const setStock = (productId: number, quantity: number, limitPerUser: number | null = null) =>
  t.shop.db
    .prepare('UPDATE Quantities SET quantity = ?, limitPerUser = ? WHERE ProductId = ?')
    .run(quantity, limitPerUser, productId)
const ciso = {
  email: 'ciso@juice-sh.op',
  password: 'mDLx?94T~1CfVfZMzw@sJ9f?s3L6lbMqE70FfI8^54jbNikY5fymx7c!YbJb',
}
const itemCount = () => (t.shop.db.prepare('SELECT COUNT(*) AS n FROM BasketItems').get() as { n: number }).n

describe('POST /api/BasketItems', () => {
  it('wants a token and a known session', async () => {
    expect((await t.request('/api/BasketItems', sendJson('POST', {}))).status).toBe(401)
    const stranger = signToken({ data: { id: 99 } })
    expect((await post({ ProductId: 2, BasketId: 2, quantity: 1 }, stranger)).status).toBe(401)
  })

  it('adds an item to the own basket and answers 200 with the item', async () => {
    const response = await post({ BasketId: 2, ProductId: 2, quantity: 1 })
    expect(response.status).toBe(200)
    const { status, data } = await readJson<{ status: string; data: Json }>(response)
    expect(status).toBe('success')
    expect(data).toMatchObject({ ProductId: 2, BasketId: 2, quantity: 1 })
    expect(typeof data.id).toBe('number')
    expect(typeof data.createdAt).toBe('string')
  })

  it('refuses more than the stock', async () => {
    setStock(2, 100)
    const response = await post({ BasketId: 2, ProductId: 2, quantity: 101 })
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual({ error: 'We are out of stock! Sorry for the inconvenience.' })
  })

  it('refuses more than the per-user limit, except for deluxe members', async () => {
    const response = await post({ BasketId: 2, ProductId: 1, quantity: 6 })
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual({ error: 'You can order only up to 5 items of this product.' })
    const login = await t.request('/rest/user/login', sendJson('POST', ciso))
    const { token, bid } = (await readJson<{ authentication: { token: string; bid: number } }>(login))
      .authentication
    expect((await post({ BasketId: bid, ProductId: 1, quantity: 6 }, token)).status).toBe(200)
  })

  it("refuses someone else's basket with the literal text of the reference", async () => {
    const response = await post({ BasketId: 42, ProductId: 2, quantity: 1 })
    expect(response.status).toBe(401)
    expect(await response.text()).toBe("{'error' : 'Invalid BasketId'}")
    expect(itemCount()).toBe(8)
  })

  it('answers 500 "No such product found!" for an unknown product', async () => {
    const response = await post({ BasketId: 2, ProductId: 999, quantity: 1 })
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('No such product found!')
  })

  it('answers 500 for a product already in the basket', async () => {
    const response = await post({ BasketId: 2, ProductId: 4, quantity: 1 })
    expect(response.status).toBe(500)
    expect(itemCount()).toBe(8)
  })

  it('creates an item without a basket, leaving BasketId out of the answer', async () => {
    const response = await post({ ProductId: 8, quantity: 8 })
    expect(response.status).toBe(200)
    const { data } = await readJson<{ data: Json }>(response)
    expect(data.BasketId).toBeUndefined()
    expect(data).toMatchObject({ ProductId: 8, quantity: 8 })
  })

  it('stores the last of duplicate members but checks the first BasketId (basketManipulate hole)', async () => {
    const response = await postRaw('{ "ProductId": 14,"BasketId":"2","quantity":1,"BasketId":"3" }')
    expect(response.status).toBe(200)
    expect((await readJson<{ data: Json }>(response)).data).toMatchObject({ ProductId: 14, BasketId: 3 })
    const refused = await postRaw('{ "ProductId": 15,"BasketId":"3","quantity":1,"BasketId":"2" }')
    expect(refused.status).toBe(401)
  })

  it.each([
    [{ BasketId: 2, ProductId: 2, quantity: 'abc' }, 'quantity'],
    [{ BasketId: 2, ProductId: 2, quantity: 1.5 }, 'quantity'],
    [{ BasketId: 2, ProductId: 2, quantity: 1e20 }, 'quantity'],
    [{ BasketId: 2, ProductId: 2, quantity: [1] }, 'quantity'],
    [{ BasketId: 2, ProductId: 2 }, 'quantity'],
    [{ BasketId: 2, ProductId: { $gt: 0 }, quantity: 1 }, 'ProductId'],
    [{ BasketId: 2, ProductId: '2; DROP TABLE Products', quantity: 1 }, 'ProductId'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    const answer = await readJson<{ message: string; errors: Json[] }>(response)
    expect(answer.errors[0]?.field).toBe(field)
    expect(itemCount()).toBe(8)
  })

  it('answers 400 for a last BasketId that names no basket, storing nothing', async () => {
    const response = await postRaw('{"BasketId":2,"ProductId":14,"quantity":1,"BasketId":4711}')
    expect(response.status).toBe(400)
    expect(itemCount()).toBe(8)
  })

  it('accepts numeric texts as the client of a form would send them', async () => {
    const response = await post({ BasketId: '2', ProductId: '2', quantity: '2' })
    expect(response.status).toBe(200)
    expect((await readJson<{ data: Json }>(response)).data).toMatchObject({
      ProductId: 2,
      BasketId: 2,
      quantity: 2,
    })
  })

  it('lets zero and negative quantities through (negativeOrder hole)', async () => {
    expect((await post({ BasketId: 2, ProductId: 10, quantity: -100 })).status).toBe(200)
    expect((await post({ BasketId: 2, ProductId: 2, quantity: 0 })).status).toBe(200)
  })
})

describe('PUT /api/BasketItems/:id', () => {
  it('wants a token', async () => {
    expect((await t.request('/api/BasketItems/1', sendJson('PUT', { quantity: 1 }))).status).toBe(401)
  })

  it('changes the quantity within stock and limit', async () => {
    setStock(4, 50)
    const response = await put(4, { quantity: 20 })
    expect(response.status).toBe(200)
    expect((await readJson<{ data: Json }>(response)).data).toMatchObject({ id: 4, quantity: 20 })
  })

  it('refuses quantities beyond stock or the per-user limit', async () => {
    setStock(4, 50)
    expect((await put(4, { quantity: 100 })).status).toBe(400)
    const limited = await put(1, { quantity: 6 })
    expect(limited.status).toBe(400)
    expect(await readJson(limited)).toEqual({ error: 'You can order only up to 5 items of this product.' })
  })

  it('refuses to move an item to another basket or product', async () => {
    for (const field of ['BasketId', 'ProductId']) {
      const response = await put(4, { [field]: 42 })
      const message = `\`${field}\` cannot be updated due \`noUpdate\` constraint`
      expect(response.status).toBe(400)
      expect(await readJson(response)).toEqual({ message: `null: ${message}`, errors: [{ field, message }] })
    }
  })

  it('answers 500 "No such item found!" for a quantity of an unknown item, 404 without quantity', async () => {
    const missing = await put(999, { quantity: 1 })
    expect(missing.status).toBe(500)
    expect(await missing.text()).toContain('No such item found!')
    expect((await put(999, {})).status).toBe(404)
  })

  it.each(['many', 2.5, null, { $inc: 1 }])('answers 400 for the quantity %j', async (quantity) => {
    const response = await put(4, { quantity })
    expect(response.status).toBe(400)
    expect((t.shop.db.prepare('SELECT quantity FROM BasketItems WHERE id = 4').get() as Json).quantity).toBe(
      2,
    )
  })

  it('changes items of any basket and accepts negative quantities (negativeOrder hole)', async () => {
    const response = await put(1, { quantity: -100000 })
    expect(response.status).toBe(200)
    expect((await readJson<{ data: Json }>(response)).data.quantity).toBe(-100000)
  })
})

describe('GET and DELETE /api/BasketItems stay generic', () => {
  it('reads and deletes an item', async () => {
    expect((await t.request('/api/BasketItems/4', { headers: bearer(jim) })).status).toBe(200)
    expect((await t.request('/api/BasketItems/4', { method: 'DELETE', headers: bearer(jim) })).status).toBe(
      200,
    )
    expect(itemCount()).toBe(7)
  })
})
