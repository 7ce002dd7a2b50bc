import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postFeedback } from '../../test-support/feedback-helpers.js'
import { signToken } from '../../platform/auth/jwt.js'
import { bearer, readJson, sendJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

/**
 * The reference's resource × verb access matrix. "blank token" = validly signed, no user inside: it passes the
 * jwt level, is never admitted to the authenticated-users list and fails every stricter level.
 */
let t: TestShop
let jim: string
let accountant: string
const blankToken = signToken({})

beforeAll(async () => {
  t = await startTestShop()
  jim = await t.login('jim@juice-sh.op', 'ncc-1701')
  accountant = await t.login('accountant@juice-sh.op', 'i am an awesome accountant')
})
afterAll(async () => {
  await t.close()
})

type Call = [method: string, path: string]

function call(method: string, path: string, token?: string, body: unknown = {}): Promise<Response> {
  const headers = token ? bearer(token) : {}
  return t.request(path, method === 'GET' ? { headers } : sendJson(method, body, headers))
}

const jwtLevel: Call[] = [
  ['GET', '/api/Users'],
  ['GET', '/api/Users/1'],
  ['POST', '/api/Products'],
  ['GET', '/api/Feedbacks/1'],
  ['PUT', '/api/Feedbacks/1'],
  ['DELETE', '/api/Feedbacks/1'],
  ['GET', '/api/BasketItems'],
  ['POST', '/api/BasketItems'],
  ['GET', '/api/BasketItems/1'],
  ['PUT', '/api/BasketItems/1'],
  ['DELETE', '/api/BasketItems/1'],
  ['GET', '/api/Complaints'],
  ['POST', '/api/Complaints'],
  ['POST', '/api/Recycles'],
  ['POST', '/api/PrivacyRequests'],
  ['GET', '/api/PrivacyRequests'],
]

const deniedLevel: Call[] = [
  ['PUT', '/api/Users/1'],
  ['DELETE', '/api/Users/1'],
  ['DELETE', '/api/Products/1'],
  ['PUT', '/api/Feedbacks/2'],
  ['POST', '/api/Challenges'],
  ['GET', '/api/Challenges/1'],
  ['PUT', '/api/Challenges/1'],
  ['DELETE', '/api/Challenges/1'],
  ['GET', '/api/Complaints/1'],
  ['PUT', '/api/Complaints/1'],
  ['DELETE', '/api/Complaints/1'],
  ['PUT', '/api/Recycles/1'],
  ['DELETE', '/api/Recycles/1'],
  ['POST', '/api/SecurityQuestions'],
  ['GET', '/api/SecurityQuestions/1'],
  ['PUT', '/api/SecurityQuestions/1'],
  ['DELETE', '/api/SecurityQuestions/1'],
  ['GET', '/api/SecurityAnswers'],
  ['GET', '/api/SecurityAnswers/1'],
  ['PUT', '/api/SecurityAnswers/1'],
  ['DELETE', '/api/SecurityAnswers/1'],
  ['GET', '/api/PrivacyRequests'],
  ['GET', '/api/PrivacyRequests/1'],
  ['PUT', '/api/PrivacyRequests/1'],
  ['DELETE', '/api/PrivacyRequests/1'],
  ['POST', '/api/Quantitys'],
  ['DELETE', '/api/Quantitys/1'],
  ['POST', '/api/Hints'],
  ['GET', '/api/Hints/1'],
  ['DELETE', '/api/Hints/1'],
]

describe('jwt level', () => {
  it.each(jwtLevel)('%s %s without a token → 401 error page', async (method, path) => {
    const response = await call(method, path)
    expect(response.status).toBe(401)
    expect(await response.text()).toContain('UnauthorizedError: No Authorization header was found')
  })

  it('names the expected format when the Authorization header is not "Bearer <token>"', async () => {
    const response = await t.request('/api/Users', { headers: { Authorization: 'Bearer' } })
    expect(response.status).toBe(401)
    expect(await response.text()).toContain('Format is Authorization: Bearer [token]')
  })

  it('refuses a token signed with another key', async () => {
    const response = await t.request('/api/Users', { headers: bearer(`${blankToken.slice(0, -4)}AAAA`) })
    expect(response.status).toBe(401)
    expect(await response.text()).toContain('invalid signature')
  })

  it('admits any validly signed token, even one without a user', async () => {
    for (const [method, path] of [
      ['GET', '/api/Users'],
      ['GET', '/api/Users/1'],
      ['GET', '/api/Feedbacks/1'],
      ['GET', '/api/BasketItems'],
      ['GET', '/api/BasketItems/1'],
      ['GET', '/api/Complaints'],
    ] as const) {
      expect((await call(method, path, blankToken)).status, `${method} ${path}`).toBe(200)
    }
    expect((await call('POST', '/api/Complaints', blankToken, { message: 'Hi' })).status).toBe(201)
    expect((await call('POST', '/api/PrivacyRequests', blankToken, { UserId: 1 })).status).toBe(201)
  })
})

describe('denied level', () => {
  it.each(deniedLevel)('%s %s with a valid token → 401 error page', async (method, path) => {
    const response = await call(method, path, jim)
    expect(response.status).toBe(401)
    expect(await response.text()).toContain('UnauthorizedError')
  })

  it('leaves the records untouched', async () => {
    await call('PUT', '/api/Users/1', jim, { role: 'customer' })
    await call('DELETE', '/api/Challenges/1', jim)
    expect(t.shop.db.prepare('SELECT role FROM Users WHERE id = 1').get()).toEqual({ role: 'admin' })
    expect(t.shop.db.prepare('SELECT COUNT(*) AS n FROM Challenges').get()).toEqual({ n: 113 })
  })
})

describe('user level', () => {
  it.each([
    ['POST', '/api/BasketItems'],
    ['PUT', '/api/BasketItems/1'],
  ])(
    '%s %s with a signed token that is not in the authenticated-users list → 401 JSON',
    async (method, path) => {
      const response = await call(method, path, blankToken, { BasketId: 1, ProductId: 1, quantity: 1 })
      expect(response.status).toBe(401)
      expect(await readJson(response)).toEqual({
        status: 'error',
        message: "Cannot read properties of undefined (reading 'data')",
      })
    },
  )

  it('admits a logged-in user', async () => {
    const response = await call('PUT', '/api/BasketItems/4', jim, { quantity: 2 })
    expect(response.status).toBe(200)
  })
})

describe('accounting level', () => {
  it.each([
    ['GET', '/api/Quantitys/1'],
    ['PUT', '/api/Quantitys/1'],
  ])('%s %s as a customer → 403 Malicious activity detected', async (method, path) => {
    const response = await call(method, path, jim, { quantity: 100 })
    expect(response.status).toBe(403)
    expect(await readJson(response)).toEqual({ error: 'Malicious activity detected' })
  })

  it('refuses the accounting role from anywhere but the allowed IP address', async () => {
    const response = await call('GET', '/api/Quantitys/1', accountant)
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('IpDeniedError: Access denied to IP address:')
  })
})

describe('unguarded verbs', () => {
  it.each([
    ['GET', '/api/Products'],
    ['GET', '/api/Products/1'],
    ['GET', '/api/Feedbacks'],
    ['GET', '/api/Challenges'],
    ['GET', '/api/SecurityQuestions'],
    ['GET', '/api/Quantitys'],
    ['GET', '/api/Hints'],
  ])('%s %s needs no token', async (method, path) => {
    expect((await call(method, path)).status).toBe(200)
  })

  it('lets anyone change a product (the Product Tampering hole)', async () => {
    const description = '<a href="http://kimminich.de" target="_blank">More...</a>'
    const response = await call('PUT', '/api/Products/9', undefined, { description })
    expect(response.status).toBe(200)
    expect((await readJson<{ data: { description: string } }>(response)).data.description).toBe(description)
  })

  it('lets anyone post feedback and unlock hints', async () => {
    expect((await postFeedback(t, { comment: 'Hi', rating: 4 })).status).toBe(201)
    expect((await call('PUT', '/api/Hints/1', undefined, { unlocked: true })).status).toBe(200)
  })
})

describe('path-wide guards', () => {
  it.each([
    ['PATCH', '/api/Feedbacks/1'],
    ['PATCH', '/api/BasketItems'],
    ['PATCH', '/api/BasketItems/1'],
    ['PATCH', '/api/PrivacyRequests/1'],
  ])('%s %s without a token → 401 before "Unexpected path"', async (method, path) => {
    expect((await call(method, path)).status).toBe(401)
    const withToken = await call(method, path, blankToken)
    expect(withToken.status).toBe(500)
    expect(await withToken.text()).toContain('Unexpected path')
  })

  it.each([
    ['PATCH', '/api/Challenges/1'],
    ['PATCH', '/api/Complaints/1'],
    ['PATCH', '/api/SecurityQuestions/1'],
    ['PATCH', '/api/SecurityAnswers/1'],
  ])('%s %s with a valid token → 401 (denied)', async (method, path) => {
    expect((await call(method, path, jim)).status).toBe(401)
  })

  it('sends PATCH /api/Quantitys/1 through the accounting check', async () => {
    const response = await call('PATCH', '/api/Quantitys/1', jim)
    expect(response.status).toBe(403)
    expect(await readJson(response)).toEqual({ error: 'Malicious activity detected' })
  })
})
