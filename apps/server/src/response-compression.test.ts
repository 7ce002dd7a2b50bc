import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest } from './test-support/raw-request.js'
import { startTestShop, type TestShop } from './test-support/test-shop.js'

// The shop compresses its answers with the `compression` middleware (app.ts); prepared answers bring their own
// encodings (platform/http/prepared-answer.test.ts). This checks the middleware's place in the pipeline.

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(() => t.close())

describe('answers built per request', () => {
  it('are compressed in the encoding the client prefers, with Vary, and decode to the plain answer', async () => {
    const plain = await rawRequest(t, '/api/Challenges', {})
    const gzip = await rawRequest(t, '/api/Challenges', { 'accept-encoding': 'gzip' })
    const br = await rawRequest(t, '/api/Challenges', { 'accept-encoding': 'gzip, deflate, br' })
    expect(plain.body.length).toBeGreaterThan(1024)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(br.headers['content-encoding']).toBe('br')
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()))
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()))
    for (const answer of [plain, gzip, br]) expect(answer.headers.vary).toContain('Accept-Encoding')
  })

  it('leave answers under 1 KB and HEAD requests without a compressed body', async () => {
    const small = await rawRequest(t, '/rest/admin/application-version', { 'accept-encoding': 'gzip' })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(small.body.toString())).toHaveProperty('version')
    const head = await rawRequest(t, '/api/Challenges', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })
})
