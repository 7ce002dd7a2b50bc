import { afterEach, describe, expect, it } from 'vitest'
import { signToken } from '../../platform/auth/jwt.js'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const blankToken = signToken({})
const xss = '<iframe src="javascript:alert(`xss`)">'

async function product(shop: TestShop, id: number): Promise<Json> {
  return (await readJson<{ data: Json }>(await shop.request(`/api/Products/${id}`))).data
}

describe('PUT /api/Products/:id', () => {
  it('lets anyone rewrite a product and answers the stored record', async () => {
    t = await startTestShop()
    const description = '<a href="http://kimminich.de" target="_blank">More...</a>'
    const response = await t.request('/api/Products/9', sendJson('PUT', { description, id: 1 }))
    expect(response.status).toBe(200)
    const { status, data } = await readJson<{ status: string; data: Json }>(response)
    expect(status).toBe('success')
    expect(data).toMatchObject({ id: 9, description })
    expect((await product(t, 9)).description).toBe(description)
    expect((await product(t, 1)).name).toBe('Apple Juice (1000ml)')
  })

  it('updates a price without touching the description', async () => {
    t = await startTestShop()
    const before = await product(t, 1)
    const response = await t.request('/api/products/1/', sendJson('PUT', { price: 2.49 }))
    expect(response.status).toBe(200)
    expect(await product(t, 1)).toMatchObject({ price: 2.49, description: before.description })
  })

  it('answers unknown and non-numeric ids with 404 in the generic shape', async () => {
    t = await startTestShop()
    for (const id of ['4711', 'abc', '1%20OR%201=1']) {
      const response = await t.request(`/api/Products/${id}`, sendJson('PUT', { description: 'x' }))
      expect(response.status).toBe(404)
      expect(await readJson(response)).toEqual({ message: 'Not Found', errors: [] })
    }
  })

  it('stores descriptions of other JSON types as the generic layer does', async () => {
    t = await startTestShop()
    await t.request('/api/Products/2', sendJson('PUT', { description: { text: 'x' } }))
    expect((await product(t, 2)).description).toBe('{"text":"x"}')
    await t.request('/api/Products/2', sendJson('PUT', { description: 42 }))
    expect((await product(t, 2)).description).toBe('42')
  })
})

describe('POST /api/Products', () => {
  it('needs a token', async () => {
    t = await startTestShop()
    const response = await t.request('/api/Products', sendJson('POST', { name: 'X', description: 'x' }))
    expect(response.status).toBe(401)
  })

  it('stores the description unchanged while API-only XSS is available', async () => {
    t = await startTestShop()
    const response = await t.request(
      '/api/Products',
      sendJson('POST', { name: 'RestXSS', description: xss, price: 47.11 }, bearer(blankToken)),
    )
    expect(response.status).toBe(201)
    const { data } = await readJson<{ data: Json }>(response)
    expect(response.headers.get('location')).toBe(`/api/Products/${String(data.id)}`)
    expect(data.description).toBe(xss)
  })
})

describe('product descriptions in safety mode', () => {
  it('are sanitised on create and update', async () => {
    t = await startTestShop({ overrides: { challenges: { safetyMode: 'enabled' } } })
    await t.request('/api/Products/1', sendJson('PUT', { description: `Tasty ${xss}<script>x()</script>` }))
    expect((await product(t, 1)).description).toBe('Tasty ')
    await t.request(
      '/api/Products/2',
      sendJson('PUT', { description: { html: '<script>alert(1)</script>' } }),
    )
    expect((await product(t, 2)).description).toBe('{"html":""}')
    const link = '<a href="https://owasp.slack.com" target="_blank">More...</a>'
    await t.request('/api/Products/9', sendJson('PUT', { description: link }))
    expect((await product(t, 9)).description).toBe(link)
  })
})
