import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

/**
 * A plain numeric product id is selected without the sandbox (reviews.service.ts). Its answer must be the one the
 * evaluated expression gives: `(n)` is the same number but not plain, so it is evaluated, and both are compared
 * over seeded reviews and reviews whose product is stored as awkward texts.
 */
let t: TestShop

beforeAll(async () => {
  t = await startTestShop()
  for (const product of [' 1', '1.0', '0x1', '01', '1e0', '', 'true', 'abc', '2 ', '\t3\n', 'Infinity'])
    t.shop.docs.posts.insert({
      product,
      message: `stored as ${JSON.stringify(product)}`,
      author: 'x',
      likesCount: 0,
      likedBy: [],
    })
  t.shop.docs.posts.insert({ product: true, message: 'a boolean', author: 'x', likesCount: 0, likedBy: [] })
  t.shop.docs.posts.insert({ product: null, message: 'null', author: 'x', likesCount: 0, likedBy: [] })
})
afterAll(() => t.close())

const messagesOf = async (id: string): Promise<string[]> => {
  const response = await t.request(`/rest/products/${id}/reviews`)
  expect(response.status).toBe(200)
  const { data } = (await response.json()) as { data: { message: string }[] }
  return data.map((review) => review.message).sort()
}

describe('reviews of a plain numeric product id', () => {
  it.each(['0', '1', '2', '3', '6', '24', '4711'])(
    'selects what the evaluated expression selects for %s',
    async (id) => {
      expect(await messagesOf(id)).toEqual(await messagesOf(`(${id})`))
    },
  )

  it('still evaluates everything else, so the canonical payloads reach the sandbox', async () => {
    expect((await t.request('/rest/products/1||true/reviews')).status).toBe(200)
    expect((await messagesOf('1||true')).length).toBeGreaterThan((await messagesOf('1')).length)
  })
})
