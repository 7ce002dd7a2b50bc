import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deeplyNested } from '../../test-support/hostile-inputs.js'
import { bearer, sendJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { jsonDepth } from './body-parsing.js'

let t: TestShop
let jim: string

beforeAll(async () => {
  t = await startTestShop()
  jim = await t.login('jim@juice-sh.op', 'ncc-1701')
})
afterAll(() => t.close())

describe('the request contract', () => {
  it('measures JSON nesting without counting brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3)
    expect(jsonDepth('"\\"[["')).toBe(0)
    expect(jsonDepth(deeplyNested(100, 'array'))).toBe(100)
  })

  it('refuses deeply nested JSON bodies with 400 before any route reads them', async () => {
    for (const [path, method] of [
      ['/rest/user/login', 'POST'],
      ['/api/Feedbacks', 'POST'],
      ['/profile', 'POST'],
    ] as const) {
      const response = await t.request(path, {
        method,
        headers: { 'Content-Type': 'application/json', Cookie: `token=${jim}` },
        body: deeplyNested(5000, 'object'),
      })
      expect(response.status, path).toBe(400)
      expect(await response.json()).toEqual({ status: 400, error: 'JSON body nested too deeply' })
    }
  })

  it('answers an unexpected multipart file field with 400', async () => {
    const form = new FormData()
    form.append('somethingElse', new Blob(['x'], { type: 'image/png' }), 'x.png')
    const response = await t.request('/file-upload', { method: 'POST', body: form })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ status: 400, error: 'Unexpected file field' })
  })

  it('answers a multipart body without boundary with 400 outside the memories upload', async () => {
    const response = await t.request('/profile/image/file', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data', Cookie: `token=${jim}` },
      body: 'no boundary',
    })
    expect(response.status).toBe(400)
  })

  it('ignores prototype names and binds operator objects as text in generic list filters', async () => {
    for (const query of [
      '__proto__=1',
      'hasOwnProperty=1',
      'sort=__proto__',
      'UserId=%7B%22%24ne%22%3A1%7D',
    ]) {
      const response = await t.request(`/api/Feedbacks?${query}`)
      expect(response.status, query).toBeLessThan(500)
    }
  })

  it('refuses a record id that is no integer with a validation error', async () => {
    const response = await t.request(
      '/api/Recycles',
      sendJson('POST', { id: { a: 1 }, quantity: 1 }, bearer(jim)),
    )
    expect(response.status).toBe(400)
  })

  it('stores booleans and objects in text and number columns of the generic layer without a server error', async () => {
    const product = await t.request(
      '/api/Products',
      sendJson(
        'POST',
        { name: 'X', description: 'x', price: 1, image: true, deluxePrice: { a: 1 } },
        bearer(jim),
      ),
    )
    expect(product.status).toBe(201)
    const answer = await t.request('/api/SecurityAnswers', sendJson('POST', { UserId: true, answer: 'x' }))
    expect(answer.status).toBeLessThan(500)
  })

  it('answers an id that is taken with a validation error, not a database failure', async () => {
    const response = await t.request('/api/Recycles', sendJson('POST', { id: 1, quantity: 1 }, bearer(jim)))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'Validation error', errors: [{ field: 'id' }] })
  })

  it('deletes an address that a recycling request names; the request keeps its record', async () => {
    const created = await t.request(
      '/api/Addresss',
      sendJson(
        'POST',
        {
          fullName: 'Jim',
          mobileNum: 9800000000,
          zipCode: 'NX 101',
          streetAddress: 'Road 1',
          city: 'C',
          country: 'US',
        },
        bearer(jim),
      ),
    )
    const { data: address } = (await created.json()) as { data: { id: number } }
    const recycle = await t.request(
      '/api/Recycles',
      sendJson('POST', { UserId: 2, AddressId: address.id, quantity: 10, isPickup: true }, bearer(jim)),
    )
    expect(recycle.status).toBe(201)
    const { data: request } = (await recycle.json()) as { data: { id: number } }
    const deleted = await t.request(`/api/Addresss/${address.id}`, { method: 'DELETE', headers: bearer(jim) })
    expect(deleted.status).toBe(200)
    expect(t.shop.db.prepare('SELECT AddressId FROM Recycles WHERE id = ?').get(request.id)).toEqual({
      AddressId: null,
    })
  })

  it('answers Cards and the erasure form for a session without a user id without a server error', async () => {
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ data: { email: 'nobody@juice-sh.op' } }),
    ).toString('base64url')}.`
    expect((await t.request('/api/Cards/1', { headers: bearer(unsigned) })).status).toBeLessThan(500)
    const erasure = await t.request('/dataerasure', { headers: { Cookie: `token=${unsigned}` } })
    expect(erasure.status === 500 ? await erasure.text() : 'not a server error').not.toContain('parameter')
  })
})
