import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { lookupLimits, maxMessageLength } from './reviews.service.js'

let t: TestShop
let jim: string
let reviewCount: number

beforeAll(async () => {
  t = await startTestShop()
  jim = await t.login('jim@juice-sh.op', 'ncc-1701')
  reviewCount = t.shop.docs.posts.count()
})
afterAll(async () => {
  await t.close()
})

const wrongParams = { error: 'Wrong Params' }
const put = (body: unknown) => t.request('/rest/products/1/reviews', sendJson('PUT', body, bearer(jim)))
const patch = (body: unknown) => t.request('/rest/products/reviews', sendJson('PATCH', body, bearer(jim)))
const like = (body: unknown) => t.request('/rest/products/reviews', sendJson('POST', body, bearer(jim)))

describe('review lookups with hostile ids', () => {
  it.each(['abc', 'this.constructor', '1)', `1${'1'.repeat(60)}`, 'process.exit(1)', "require('fs')"])(
    'answers %s with a clear error or nothing, without harm',
    async (id) => {
      const response = await t.request(`/rest/products/${encodeURIComponent(id)}/reviews`)
      expect([200, 400]).toContain(response.status)
      if (response.status === 400) expect(await readJson(response)).toEqual(wrongParams)
      else expect((await readJson<{ data: unknown[] }>(response)).data).toEqual([])
    },
  )

  it('removes line breaks from the id', async () => {
    const response = await t.request('/rest/products/%0A1%0D/reviews')
    expect((await readJson<{ data: Json[] }>(response)).data).toHaveLength(2)
  })

  it('stops an endless loop within the limit while other requests are answered', async () => {
    const started = Date.now()
    const lookup = t.request(`/rest/products/${encodeURIComponent('(()=>{while(true){}})()')}/reviews`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const versionStarted = Date.now()
    const version = await t.request('/rest/admin/application-version')
    expect(version.status).toBe(200)
    expect(Date.now() - versionStarted).toBeLessThan(1000)
    const response = await lookup
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual(wrongParams)
    expect(Date.now() - started).toBeLessThan(lookupLimits.timeoutMs + 3000)
  })
})

describe('review writes with hostile bodies', () => {
  it.each([
    [{ message: 42, author: 'jim@juice-sh.op' }],
    [{ message: 'Fine', author: { $ne: null } }],
    [{ message: 'Fine' }],
    [{ message: '   ', author: 'jim@juice-sh.op' }],
    [{ message: 'x'.repeat(maxMessageLength + 1), author: 'jim@juice-sh.op' }],
    [['message', 'author']],
  ])('refuses a new review %j without storing it', async (body) => {
    const response = await put(body)
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual(wrongParams)
    expect(t.shop.docs.posts.count()).toBe(reviewCount)
  })

  it.each([
    [{ id: { $where: 'sleep(5000) || true' }, message: 'x' }],
    [{ id: { $expr: { $function: { body: 'return true', args: [], lang: 'js' } } }, message: 'x' }],
    [{ id: { $in: [{ $where: 'true' }] }, message: 'x' }],
    [{ id: { nested: 'document' }, message: 'x' }],
    [{ id: {}, message: 'x' }],
    [{ id: { $ne: -1 }, message: 7 }],
    [{ id: { $ne: -1 }, message: 'x'.repeat(maxMessageLength + 1) }],
    [{ message: 'no id' }],
  ])('refuses an edit %j and changes nothing', async (body) => {
    const before = t.shop.docs.posts.snapshot()
    const response = await patch(body)
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual(wrongParams)
    expect(t.shop.docs.posts.snapshot()).toEqual(before)
  })

  it('answers a broken regular expression in a selector as a store error', async () => {
    const response = await patch({ id: { $regex: '(' }, message: 'x' })
    expect(response.status).toBe(500)
    expect(typeof (await readJson<{ error: unknown }>(response)).error).toBe('string')
  })

  it('edits nothing for an unknown review id', async () => {
    const response = await patch({ id: 'unknown', message: 'x' })
    expect(await readJson(response)).toEqual({ modified: 0, original: [], updated: [] })
  })

  it.each([[{ id: { $ne: -1 } }], [{ id: 42 }], [{}], [[]]])('refuses a like %j', async (body) => {
    const response = await like(body)
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual(wrongParams)
  })

  it('answers malformed JSON with the error page and keeps serving', async () => {
    const response = await t.request('/rest/products/reviews', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...bearer(jim) },
      body: '{"id":',
    })
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('SyntaxError')
    expect((await t.request('/rest/products/1/reviews')).status).toBe(200)
  })
})
