import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postFeedback } from '../../test-support/feedback-helpers.js'
import { signToken } from '../../platform/auth/jwt.js'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
/** A validly signed token without a user (passes "jwt", fails "user"). */
const blankToken = signToken({})

beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

const list = async (path: string, headers: Record<string, string> = {}): Promise<Json[]> => {
  const response = await t.request(path, { headers })
  expect(response.status, path).toBe(200)
  const body = await readJson<{ status: string; data: Json[] }>(response)
  expect(body.status).toBe('success')
  return body.data
}

describe('generic REST envelopes', () => {
  it('wraps a list in {status:"success", data:[...]}', async () => {
    const response = await t.request('/api/Products')
    expect(response.status).toBe(200)
    const body = await readJson<{ status: string; data: Json[] }>(response)
    expect(Object.keys(body)).toEqual(['status', 'data'])
    expect(body.status).toBe('success')
    expect(Array.isArray(body.data)).toBe(true)
    expect(response.headers.get('content-range')).toBeNull()
  })

  it('wraps a single record in {status:"success", data:{...}}', async () => {
    const body = await readJson<{ status: string; data: Json }>(await t.request('/api/Products/1'))
    expect(body.status).toBe('success')
    expect(body.data).toMatchObject({ id: 1, name: 'Apple Juice (1000ml)', price: 1.99, deluxePrice: 0.99 })
    expect(Object.keys(body.data)).toEqual([
      'id',
      'name',
      'description',
      'price',
      'deluxePrice',
      'image',
      'createdAt',
      'updatedAt',
      'deletedAt',
    ])
  })

  it('answers a create with 201, a Location header and the re-read record', async () => {
    const response = await postFeedback(t, { comment: 'Nice', rating: 3 })
    expect(response.status).toBe(201)
    const { status, data } = await readJson<{ status: string; data: Json }>(response)
    expect(status).toBe('success')
    expect(data).toMatchObject({ comment: 'Nice', rating: 3, UserId: null })
    expect(typeof data.id).toBe('number')
    expect(typeof data.createdAt).toBe('string')
    expect(typeof data.updatedAt).toBe('string')
    expect(response.headers.get('location')).toBe(`/api/Feedbacks/${String(data.id)}`)
  })

  it('answers an update with the changed record and a delete with data {}', async () => {
    const { data: created } = await readJson<{ data: Json }>(
      await postFeedback(t, { comment: 'Temporary', rating: 2 }),
    )
    const update = await t.request('/api/Products/2', sendJson('PUT', { price: 3.49, id: 999 }))
    expect(update.status).toBe(200)
    expect((await readJson<{ data: Json }>(update)).data).toMatchObject({ id: 2, price: 3.49 })
    const deleted = await t.request(`/api/Feedbacks/${String(created.id)}`, {
      method: 'DELETE',
      headers: bearer(blankToken),
    })
    expect(deleted.status).toBe(200)
    expect(await readJson(deleted)).toEqual({ status: 'success', data: {} })
  })

  it('answers an unknown id with 404 {"message":"Not Found","errors":[]}', async () => {
    for (const init of [{}, sendJson('PUT', { price: 1 })]) {
      const response = await t.request('/api/Products/4711', init)
      expect(response.status).toBe(404)
      expect(await readJson(response)).toEqual({ message: 'Not Found', errors: [] })
    }
    const deleted = await t.request('/api/Feedbacks/4711', { method: 'DELETE', headers: bearer(blankToken) })
    expect(deleted.status).toBe(404)
    expect(await readJson(deleted)).toEqual({ message: 'Not Found', errors: [] })
  })
})

describe('generic REST list parameters', () => {
  it('filters by an attribute, keeping text values as text', async () => {
    const scoreBoard = await list('/api/Challenges?name=Score%20Board')
    expect(scoreBoard.map((challenge) => challenge.key)).toEqual(['scoreBoardChallenge'])
    const nft = await list('/api/Challenges?key=nftMintChallenge')
    expect(nft.map((challenge) => challenge.id)).toEqual([10])
  })

  it('filters by a numeric foreign key', async () => {
    const own = await list('/api/Feedbacks?UserId=1')
    expect(own).toHaveLength(1)
    expect(own[0]).toMatchObject({ id: 1, UserId: 1, rating: 5 })
  })

  it('filters by several values given as a JSON array', async () => {
    const some = await list('/api/Challenges?id=[1,2,75]')
    expect(some.map((challenge) => challenge.id)).toEqual([1, 2, 75])
  })

  it('filters by booleans and null', async () => {
    expect(await list('/api/Challenges?solved=true')).toEqual([])
    expect(await list('/api/Challenges?solved=false')).toHaveLength(113)
    expect((await list('/api/Feedbacks?UserId=null')).every((feedback) => feedback.UserId === null)).toBe(
      true,
    )
  })

  it('ignores query parameters that are not attributes', async () => {
    expect(await list('/api/Challenges?foo=bar')).toHaveLength(113)
    expect((await list('/api/Products/?d=2024-01-01')).length).toBeGreaterThan(0)
  })

  it('searches all text attributes case-insensitively with q', async () => {
    const hits = await list('/api/Products?q=O-SAFT')
    expect(hits.map((product) => product.id)).toEqual([9])
    const byDescription = await list('/api/Products?q=BLENDED%20raspberry')
    expect(byDescription.map((product) => product.id)).toEqual([4])
    expect(await list('/api/Products?q=nomatcheswhatsoever')).toEqual([])
  })

  it('treats % and _ in q literally', async () => {
    expect(await list('/api/Products?q=%25%25%25')).toEqual([])
  })

  it('sorts ascending with sort=name and descending with sort=-name', async () => {
    const ascending = (await list('/api/Challenges?sort=name')).map((challenge) => String(challenge.name))
    expect(ascending).toEqual([...ascending].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const descending = (await list('/api/Challenges?sort=-name')).map((challenge) => String(challenge.name))
    expect(descending).toEqual([...ascending].reverse())
  })

  it('sorts by several attributes', async () => {
    const sorted = await list('/api/Challenges?sort=difficulty,-id')
    expect(sorted[0]).toMatchObject({ difficulty: 1 })
    const firstTwo = sorted.slice(0, 2).map((challenge) => Number(challenge.id))
    expect(firstTwo[0]).toBeGreaterThan(firstTwo[1] ?? 0)
  })

  it('refuses sorting by an unknown attribute with 400 and the offending names', async () => {
    const response = await t.request('/api/Challenges?sort=name,-foo')
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual({
      message: 'Sorting not allowed on given attributes',
      errors: ['-foo'],
    })
  })

  it('skips rows with offset and shifts by page × count', async () => {
    expect((await list('/api/Challenges?offset=110')).map((challenge) => challenge.id)).toEqual([
      111, 112, 113,
    ])
    expect((await list('/api/Challenges?page=1&count=100')).map((challenge) => challenge.id)).toEqual([
      101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113,
    ])
  })

  it('returns every row without pagination by default', async () => {
    expect(await list('/api/Challenges')).toHaveLength(113)
    expect(await list('/api/Feedbacks')).toHaveLength(8 + 1)
  })
})

describe('hidden attributes and soft deletion', () => {
  it('never returns password or totpSecret from /api/Users', async () => {
    const users = await list('/api/Users', bearer(blankToken))
    expect(users).toHaveLength(22)
    for (const user of users) {
      expect(user).not.toHaveProperty('password')
      expect(user).not.toHaveProperty('totpSecret')
    }
    const wurstbrot = await readJson<{ data: Json }>(
      await t.request('/api/Users/10', { headers: bearer(blankToken) }),
    )
    expect(wurstbrot.data).toMatchObject({ id: 10, email: 'wurstbrot@juice-sh.op', isActive: true })
    expect(wurstbrot.data).not.toHaveProperty('totpSecret')
    expect(wurstbrot.data).not.toHaveProperty('password')
  })

  it('does not filter or search by hidden attributes', async () => {
    const byHash = await list('/api/Users?password=0192023a7bbd73250516f069df18b500', bearer(blankToken))
    expect(byHash).toHaveLength(22)
  })

  it('hides soft-deleted users and products from list and read', async () => {
    const users = await list('/api/Users', bearer(blankToken))
    expect(users.map((user) => user.id)).not.toContain(14)
    const chris = await t.request('/api/Users/14', { headers: bearer(blankToken) })
    expect(chris.status).toBe(404)
    const products = await list('/api/Products')
    expect(products).toHaveLength(46)
    expect(products.map((product) => product.id)).not.toContain(10)
    expect((await t.request('/api/Products/10')).status).toBe(404)
  })

  it('returns booleans as booleans', async () => {
    const [challenge] = await list('/api/Challenges?id=6')
    expect(challenge?.solved).toBe(false)
    expect(challenge?.hasCodingChallenge).toBe(false)
  })
})

describe('paths the generic layer does not offer', () => {
  it.each([
    ['GET', '/api/Baskets'],
    ['POST', '/api/Baskets'],
    ['GET', '/api/Baskets/1'],
    ['PUT', '/api/Baskets/1'],
    ['DELETE', '/api/Baskets/1'],
    ['GET', '/api/Wallets'],
    ['GET', '/api/Memorys'],
    ['PATCH', '/api/Products/1'],
  ])('%s %s → 500 Unexpected path', async (method, path) => {
    const response = await t.request(path, { method, headers: bearer(blankToken) })
    expect(response.status).toBe(500)
    expect(await response.text()).toContain(`Error: Unexpected path: ${path}`)
  })
})
