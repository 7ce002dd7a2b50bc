import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  await t.close()
})

const solved = async (key: string) => (await t.challenge(key)).solved
const rapper = () => t.login('mc.safesearch@juice-sh.op', 'Mr. N00dles')
const jimLogin = () => t.login('jim@juice-sh.op', 'ncc-1701')

async function reviewsOf(product: number | string): Promise<Json[]> {
  return (await readJson<{ data: Json[] }>(await t.request(`/rest/products/${product}/reviews`))).data
}

const edit = (token: string, body: unknown) =>
  t.request('/rest/products/reviews', sendJson('PATCH', body, bearer(token)))
const write = (token: string, body: unknown) =>
  t.request('/rest/products/1/reviews', sendJson('PUT', body, bearer(token)))
const like = (token: string, id: unknown) =>
  t.request('/rest/products/reviews', sendJson('POST', { id }, bearer(token)))

describe('noSqlCommandChallenge', () => {
  it('is solved by a review lookup kept busy for more than 2 s by an injected sleep', async () => {
    const lookup = t.request('/rest/products/sleep(100)/reviews')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    // the sleeping selection runs in the sandbox, so the shop keeps answering meanwhile
    const started = Date.now()
    expect((await t.request('/rest/admin/application-version')).status).toBe(200)
    expect(Date.now() - started).toBeLessThan(1000)
    expect([200, 400]).toContain((await lookup).status)
    expect(await solved('noSqlCommandChallenge')).toBe(true)
  })

  it('is not solved by ordinary lookups or a short sleep', async () => {
    await reviewsOf(1)
    await reviewsOf(20)
    await reviewsOf('sleep(10)')
    expect(await solved('noSqlCommandChallenge')).toBe(false)
  })
})

describe('noSqlReviewsChallenge', () => {
  it('is solved by an edit whose id operator selects every review', async () => {
    const response = await edit(await rapper(), { id: { $ne: -1 }, message: 'NoSQL Injection!' })
    expect((await readJson<{ modified: number }>(response)).modified).toBeGreaterThan(1)
    expect(await solved('noSqlReviewsChallenge')).toBe(true)
    expect(await solved('forgedReviewChallenge')).toBe(false)
  })

  it('is not solved by editing one review', async () => {
    const jim = await jimLogin()
    const own = (await reviewsOf(20)).find((review) => review.author === 'jim@juice-sh.op')
    expect((await edit(jim, { id: own?._id, message: 'Still better than Starfleet.' })).status).toBe(200)
    expect(await solved('noSqlReviewsChallenge')).toBe(false)
  })
})

describe('forgedReviewChallenge', () => {
  it("is solved by editing another user's review", async () => {
    const [admins] = await reviewsOf(1)
    expect(admins?.author).toBe('admin@juice-sh.op')
    const response = await edit(await rapper(), { id: admins?._id, message: 'injected' })
    expect((await readJson<{ modified: number }>(response)).modified).toBe(1)
    expect(await solved('forgedReviewChallenge')).toBe(true)
  })

  it("is solved by posting a review in another user's name", async () => {
    expect((await write(await jimLogin(), { message: 'Great!', author: 'admin@juice-sh.op' })).status).toBe(
      201,
    )
    expect(await solved('forgedReviewChallenge')).toBe(true)
  })

  it('is not solved by writing, editing and liking reviews as oneself', async () => {
    const jim = await jimLogin()
    expect((await write(jim, { message: 'Crisp.', author: 'jim@juice-sh.op' })).status).toBe(201)
    const own = (await reviewsOf(22)).find((review) => review.author === 'jim@juice-sh.op')
    await edit(jim, { id: own?._id, message: 'Fresh out of a better replicator.' })
    await edit(jim, { id: 'no-such-review', message: 'nothing' })
    const [admins] = await reviewsOf(1)
    expect((await like(jim, admins?._id)).status).toBe(200)
    expect(await solved('forgedReviewChallenge')).toBe(false)
  })
})

describe('timingAttackChallenge', () => {
  it('is solved by three likes of one review sent at the same time', async () => {
    const token = await rapper()
    const [review] = await reviewsOf(1)
    const responses = await Promise.all([1, 2, 3].map(() => like(token, review?._id)))
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200])
    expect(await solved('timingAttackChallenge')).toBe(true)
  })

  it('is not solved by liking one after another, or by liking several reviews', async () => {
    const token = await rapper()
    const [first, second] = await reviewsOf(1)
    expect((await like(token, first?._id)).status).toBe(200)
    expect((await like(token, first?._id)).status).toBe(403)
    expect((await like(token, first?._id)).status).toBe(403)
    expect((await like(token, second?._id)).status).toBe(200)
    expect(await solved('timingAttackChallenge')).toBe(false)
  })

  it('is not solved by two likes at the same time', async () => {
    const token = await rapper()
    const [review] = await reviewsOf(1)
    await Promise.all([1, 2].map(() => like(token, review?._id)))
    expect(await solved('timingAttackChallenge')).toBe(false)
  })
})
