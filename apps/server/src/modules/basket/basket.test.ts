import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, readJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
let jim: string
beforeAll(async () => {
  t = await startTestShop()
  jim = await t.login('jim@juice-sh.op', 'ncc-1701')
})
afterAll(async () => {
  await t.close()
})

const unsigned = (payload: Json) =>
  `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
    JSON.stringify(payload),
  ).toString('base64url')}.`

describe('GET /rest/basket/:id', () => {
  it('wants a token', async () => {
    expect((await t.request('/rest/basket/1')).status).toBe(401)
  })

  it('answers a basket with its products and item rows', async () => {
    const response = await t.request('/rest/basket/2', { headers: bearer(jim) })
    expect(response.status).toBe(200)
    const { data } = await readJson<{ data: Json & { Products: Json[] } }>(response)
    expect(data).toMatchObject({ id: 2, coupon: null, UserId: 2 })
    expect(data.Products).toHaveLength(1)
    expect(data.Products[0]).toMatchObject({
      id: 4,
      name: 'Raspberry Juice (1000ml)',
      price: 4.99,
      BasketItem: { ProductId: 4, BasketId: 2, id: 4, quantity: 2 },
    })
    expect(Object.keys(data.Products[0] ?? {})).toEqual([
      'id',
      'name',
      'description',
      'price',
      'deluxePrice',
      'image',
      'createdAt',
      'updatedAt',
      'deletedAt',
      'BasketItem',
    ])
  })

  it('answers any basket by id, here the admin basket with 3 products (basketAccess hole)', async () => {
    const { data } = await readJson<{ data: { id: number; Products: Json[] } }>(
      await t.request('/rest/basket/1', { headers: bearer(jim) }),
    )
    expect(data.id).toBe(1)
    expect(data.Products).toHaveLength(3)
  })

  it('answers data null for unknown and non-numeric ids', async () => {
    for (const id of ['4711', 'abc', "1'--", '-1', '1.5']) {
      const response = await t.request(`/rest/basket/${encodeURIComponent(id)}`, { headers: bearer(jim) })
      expect(response.status).toBe(200)
      expect(await readJson(response)).toEqual({ status: 'success', data: null })
    }
  })

  it('shows retired (soft-deleted) products in a basket', async () => {
    t.shop.db
      .prepare(
        'INSERT INTO BasketItems (ProductId, BasketId, quantity, createdAt, updatedAt) VALUES (10, 5, 1, 0, 0)',
      )
      .run()
    const { data } = await readJson<{ data: { Products: Json[] } }>(
      await t.request('/rest/basket/5', { headers: bearer(jim) }),
    )
    expect(data.Products.map((product) => product.id)).toContain(10)
    expect(data.Products.find((product) => product.id === 10)?.deletedAt).not.toBeNull()
  })

  it('accepts an unsigned token, which the session refresh admits (reference quirk)', async () => {
    const token = unsigned({ data: { email: 'jim@juice-sh.op' }, iat: 1, exp: 9999999999 })
    const response = await t.request('/rest/basket/1', { headers: bearer(token) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
  })

  it.each([
    ['POST', '/api/Baskets'],
    ['GET', '/api/Baskets'],
    ['GET', '/api/Baskets/1'],
    ['PUT', '/api/Baskets/1'],
    ['DELETE', '/api/Baskets/1'],
  ])('has no generic resource %s %s (500 Unexpected path)', async (method, path) => {
    const response = await t.request(path, { method, headers: bearer(jim) })
    expect(response.status).toBe(500)
  })

  it('guards paths below a basket that nobody answers', async () => {
    expect((await t.request('/rest/basket/1/order', { method: 'POST' })).status).toBe(401)
    const response = await t.request('/rest/basket/1/order', { method: 'POST', headers: bearer(jim) })
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('Unexpected path: /rest/basket/1/order')
  })
})
