import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest } from '../../test-support/raw-request.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(() => t.close())

const catalogue = '/rest/products/search?q='

describe('a prepared search answer', () => {
  it('is the same JSON in brotli, gzip or plain bytes, as the client accepts', async () => {
    const plain = await rawRequest(t, catalogue, {})
    const br = await rawRequest(t, catalogue, { 'accept-encoding': 'gzip, deflate, br' })
    const gzip = await rawRequest(t, catalogue, { 'accept-encoding': 'gzip' })
    const refused = await rawRequest(t, catalogue, { 'accept-encoding': 'br;q=0, gzip;q=0' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(brotliDecompressSync(br.body)).toEqual(plain.body)
    expect(gunzipSync(gzip.body)).toEqual(plain.body)
    expect(JSON.parse(plain.body.toString())).toMatchObject({ status: 'success' })
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(answer.headers.vary).toContain('Accept-Encoding')
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    }
  })

  it('leaves a small answer plain and answers HEAD without a body', async () => {
    const small = await rawRequest(t, '/rest/products/search?q=nothing-like-this', {
      'accept-encoding': 'gzip',
    })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'success', data: [] })
    const head = await rawRequest(t, catalogue, { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })

  it('compresses an injected answer too', async () => {
    const injected = "')) UNION SELECT id,email,password,4,5,6,7,8,9 FROM Users--"
    const answer = await rawRequest(t, `/rest/products/search?q=${encodeURIComponent(injected)}`, {
      'accept-encoding': 'gzip',
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(answer.body).toString()).toContain('admin@juice-sh.op')
  })
})
