import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signToken } from '../../platform/auth/jwt.js'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
let bjoern: string
const blankToken = signToken({})

beforeAll(async () => {
  t = await startTestShop()
  bjoern = await t.login('bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=')
})
afterAll(async () => {
  await t.close()
})

async function reviewsOf(product: string, token?: string): Promise<Json[]> {
  const response = await t.request(
    `/rest/products/${product}/reviews`,
    token ? { headers: bearer(token) } : {},
  )
  expect(response.status).toBe(200)
  return (await readJson<{ status: string; data: Json[] }>(response)).data
}

describe('GET /rest/products/:id/reviews', () => {
  it('answers the reviews of a product, all marked liked for anonymous callers', async () => {
    const reviews = await reviewsOf('1')
    expect(reviews.map((review) => review.author)).toEqual(['admin@juice-sh.op', 'basil@juice-sh.op'])
    for (const review of reviews) {
      expect(review).toMatchObject({ product: 1, likesCount: 0, likedBy: [], liked: true })
      expect(typeof review.message).toBe('string')
      expect(typeof review._id).toBe('string')
    }
  })

  it('marks only reviews the logged-in caller already liked', async () => {
    const reviews = await reviewsOf('3', bjoern)
    expect(reviews).toHaveLength(1)
    expect(reviews[0]?.liked).toBeUndefined()
  })

  it('evaluates the id as an expression (sleep is available)', async () => {
    expect(await reviewsOf('sleep(1)')).toEqual([])
    expect(await reviewsOf('0%2B1')).toHaveLength(2)
  })
})

describe('PUT /rest/products/:id/reviews', () => {
  it('stores a review with the product id as sent, also for anonymous callers', async () => {
    const response = await t.request(
      '/rest/products/52/reviews',
      sendJson('PUT', { message: 'Lorem Ipsum', author: 'Anonymous' }),
    )
    expect(response.status).toBe(201)
    expect(await readJson(response)).toEqual({ status: 'success' })
    const stored = (await reviewsOf('52')).find((review) => review.message === 'Lorem Ipsum')
    expect(stored).toMatchObject({ product: '52', author: 'Anonymous', likesCount: 0, likedBy: [] })
  })
})

describe('PATCH /rest/products/reviews', () => {
  it('needs a token and answers modified, original and updated', async () => {
    const [first] = await reviewsOf('6')
    const change = { id: first?._id, message: 'Bite my shiny metal review' }
    expect((await t.request('/rest/products/reviews', sendJson('PATCH', change))).status).toBe(401)
    const response = await t.request('/rest/products/reviews', sendJson('PATCH', change, bearer(blankToken)))
    expect(response.status).toBe(200)
    const body = await readJson<{ modified: number; original: Json[]; updated: Json[] }>(response)
    expect(body.modified).toBe(1)
    expect(body.original[0]?.message).not.toBe(change.message)
    expect(body.updated[0]).toMatchObject({ _id: first?._id, message: change.message, author: first?.author })
  })

  it('updates every review an operator selector matches', async () => {
    const total = t.shop.docs.posts.count()
    const response = await t.request(
      '/rest/products/reviews',
      sendJson('PATCH', { id: { $ne: -1 }, message: 'NoSQL Injection!' }, bearer(blankToken)),
    )
    expect((await readJson<{ modified: number }>(response)).modified).toBe(total)
  })
})

describe('POST /rest/products/reviews (like)', () => {
  it('likes a review once per user', async () => {
    const [review] = await reviewsOf('2')
    const like = () =>
      t.request('/rest/products/reviews', sendJson('POST', { id: review?._id }, bearer(bjoern)))
    const first = await like()
    expect(first.status).toBe(200)
    const body = await readJson<{ modified: number; updated: Json[] }>(first)
    expect(body.modified).toBe(1)
    expect(body.updated[0]).toMatchObject({ likesCount: 1, likedBy: ['bjoern.kimminich@gmail.com'] })
    const second = await like()
    expect(second.status).toBe(403)
    expect(await readJson(second)).toEqual({ error: 'Not allowed' })
    expect((await reviewsOf('2', bjoern))[0]?.liked).toBe(true)
  })

  it('answers 404 for an unknown review and 401 for a token without session', async () => {
    const unknown = await t.request(
      '/rest/products/reviews',
      sendJson('POST', { id: 'nope' }, bearer(bjoern)),
    )
    expect(unknown.status).toBe(404)
    expect(await readJson(unknown)).toEqual({ error: 'Not found' })
    const anonymous = await t.request(
      '/rest/products/reviews',
      sendJson('POST', { id: 'x' }, bearer(blankToken)),
    )
    expect(anonymous.status).toBe(401)
    expect(await readJson(anonymous)).toEqual({ error: 'Unauthorized' })
    expect((await t.request('/rest/products/reviews', sendJson('POST', { id: 'x' }))).status).toBe(401)
  })
})

describe('reviews in safety mode', () => {
  it('select by number without evaluating the id', async () => {
    const safe = await startTestShop({ overrides: { challenges: { safetyMode: 'enabled' } } })
    const list = async (id: string) =>
      (await readJson<{ data: Json[] }>(await safe.request(`/rest/products/${id}/reviews`))).data
    expect(await list('1')).toHaveLength(2)
    const started = Date.now()
    expect(await list('sleep(2000)')).toEqual([])
    expect(Date.now() - started).toBeLessThan(1000)
    await safe.close()
  })
})
