import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readJson, sendJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

const post = (path: string, body: unknown) => t.request(path, sendJson('POST', body))
const stillServing = async (): Promise<void> => {
  expect((await post('/rest/user/login', { email: 'jim@juice-sh.op', password: 'ncc-1701' })).status).toBe(
    200,
  )
}

/** Sends raw bytes as one HTTP request and returns the status line the server answers. */
function rawRequest(bytes: Buffer): Promise<string> {
  const { port } = new URL(t.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''))
    socket.on('error', reject)
  })
}

describe('POST /rest/user/login with malformed input', () => {
  it.each([
    { email: { a: 1 }, password: 'x' },
    { email: ["' or 1=1--"], password: 'x' },
    { email: 'admin@juice-sh.op', password: 123 },
    { email: 'admin@juice-sh.op', password: { $ne: 1 } },
    { email: true },
    [{ email: "' or 1=1--" }],
    'just a string',
    42,
    null,
  ])('answers 401 to %j', async (body) => {
    const response = await post('/rest/user/login', body)
    expect(response.status).toBe(401)
    expect(await response.text()).toBe('Invalid email or password.')
  })

  it('answers 413 to a body over 100 kB', async () => {
    const response = await post('/rest/user/login', { email: 'a'.repeat(200_000), password: 'x' })
    expect(response.status).toBe(413)
    await stillServing()
  })

  it('answers a 500 error page to malformed JSON', async () => {
    const response = await t.request('/rest/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": ',
    })
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('SyntaxError')
  })

  it('keeps answering a burst of guesses promptly with 401', async () => {
    const guesses = Array.from({ length: 150 }, (_, index) =>
      post('/rest/user/login', { email: 'admin@juice-sh.op', password: `guess${index}` }),
    )
    const statuses = (await Promise.all(guesses)).map((response) => response.status)
    expect(new Set(statuses)).toEqual(new Set([401]))
    await stillServing()
  })

  it('treats a very long but allowed email as data', async () => {
    const response = await post('/rest/user/login', { email: `${"'".repeat(30_000)}`, password: 'x' })
    expect([401, 500]).toContain(response.status)
    await stillServing()
  })
})

describe('POST /api/Users with malformed input', () => {
  it.each(['email', 'password', 'username', 'role'])(
    'refuses an object or array as %s with 400',
    async (field) => {
      for (const value of [{ a: 1 }, ['x']]) {
        const response = await post('/api/Users', {
          email: 'typed@example.com',
          password: 'secret',
          [field]: value,
        })
        expect(response.status).toBe(400)
        expect(await readJson(response)).toEqual({
          message: `string violation: ${field} cannot be an array or an object`,
          errors: [{ field, message: `${field} cannot be an array or an object` }],
        })
      }
      expect(
        t.shop.db.prepare("SELECT COUNT(*) AS n FROM Users WHERE email = 'typed@example.com'").get(),
      ).toEqual({
        n: 0,
      })
    },
  )

  it('answers a body that is an array like an empty body', async () => {
    const response = await post('/api/Users', [{ email: 'listed@example.com', password: 'x' }])
    expect(response.status).toBe(201)
    expect((await readJson<{ data: { email: unknown } }>(response)).data.email).toBeNull()
  })

  it('answers 413 to a body over 100 kB', async () => {
    expect(
      (await post('/api/Users', { email: 'big@example.com', password: 'x'.repeat(200_000) })).status,
    ).toBe(413)
  })

  it('keeps registrations of numbers as text', async () => {
    const response = await post('/api/Users', {
      email: 'numbers@example.com',
      password: 12345,
      passwordRepeat: 12345,
    })
    expect(response.status).toBe(201)
    expect((await post('/rest/user/login', { email: 'numbers@example.com', password: '12345' })).status).toBe(
      200,
    )
  })
})

describe('garbage in headers', () => {
  it('answers a bad Authorization header as not logged in', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer ',
      'Bearer a b',
      'Bearer \u00ff\u00fe.\u00ff.',
      'Basic xyz',
    ]) {
      const response = await t.request('/rest/saveLoginIp', { headers: { Authorization: authorization } })
      expect(response.status, authorization).toBe(401)
    }
  })

  it('answers 400 to header bytes HTTP forbids and keeps serving', async () => {
    const status = await rawRequest(
      Buffer.concat([
        Buffer.from('GET /rest/saveLoginIp HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer '),
        Buffer.from([0x00, 0x01, 0x7f, 0xff]),
        Buffer.from('\r\nConnection: close\r\n\r\n'),
      ]),
    )
    expect(status).toMatch(/^HTTP\/1\.1 400/)
    await stillServing()
  })

  it('answers a non-UTF-8 bearer token as not logged in', async () => {
    const status = await rawRequest(
      Buffer.concat([
        Buffer.from('GET /rest/saveLoginIp HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer '),
        Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0x2e, 0xe2, 0x28, 0xa1]),
        Buffer.from('\r\nConnection: close\r\n\r\n'),
      ]),
    )
    expect(status).toMatch(/^HTTP\/1\.1 401/)
  })
})
