import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest } from '../../test-support/raw-request.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop

beforeAll(async () => {
  t = await startTestShop()
})
afterAll(() => t.close())

const rawGet = (path: string, headers: Record<string, string>, method = 'GET') =>
  rawRequest(t, path, headers, method)

describe('the prepared index page', () => {
  it('answers brotli, gzip or plain bytes as the browser accepts, with the same page and ETag', async () => {
    const plain = await rawGet('/', {})
    const br = await rawGet('/', { 'accept-encoding': 'gzip, deflate, br' })
    const gzip = await rawGet('/', { 'accept-encoding': 'gzip' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(brotliDecompressSync(br.body)).toEqual(plain.body)
    expect(gunzipSync(gzip.body)).toEqual(plain.body)
    expect(plain.body.toString()).toContain('<html')
    expect(br.headers.etag).toBe(plain.headers.etag)
    expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(plain.headers.vary).toContain('Accept-Encoding')
  })

  it('answers 304 to a current copy and no body to HEAD', async () => {
    const { headers } = await rawGet('/', {})
    expect((await rawGet('/', { 'if-none-match': String(headers.etag) })).status).toBe(304)
    const head = await rawGet('/', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })

  it('is also what a client route outside the API falls back to', async () => {
    const { body } = await rawGet('/some/client/route', {})
    expect(body).toEqual((await rawGet('/', {})).body)
  })
})
