import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readJson, sendJson, tokenPayload, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

interface Authentication {
  authentication: { token: string; bid: number; umail: string }
}

const login = (body: unknown) => t.request('/rest/user/login', sendJson('POST', body))
const register = (body: unknown) => t.request('/api/Users', sendJson('POST', body))

async function expectInvalidLogin(response: Response): Promise<void> {
  expect(response.status).toBe(401)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  expect(await response.text()).toBe('Invalid email or password.')
}

describe('POST /rest/user/login', () => {
  it.each([
    ['admin@juice-sh.op', 'admin123', 1],
    ['support@juice-sh.op', 'J6aVjTgOpRs@?5l!Zkq2AYnCE@RF$P', undefined],
    ['mc.safesearch@juice-sh.op', 'Mr. N00dles', undefined],
    ['amy@juice-sh.op', 'K1f.....................', 4],
    ['bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=', undefined],
  ])('logs in %s with the seeded password', async (email, password, basket) => {
    const response = await login({ email, password })
    expect(response.status).toBe(200)
    const { authentication } = await readJson<Authentication>(response)
    expect(typeof authentication.token).toBe('string')
    expect(typeof authentication.bid).toBe('number')
    expect(authentication.umail).toBe(email)
    if (basket !== undefined) expect(authentication.bid).toBe(basket)
  })

  it('issues a token whose payload carries the full user row and the basket id', async () => {
    const { authentication } = await readJson<Authentication>(
      await login({ email: 'jim@juice-sh.op', password: 'ncc-1701' }),
    )
    const payload = tokenPayload(authentication.token)
    expect(payload.bid).toBe(2)
    expect(typeof payload.iat).toBe('number')
    const data = payload.data as Json
    expect(Object.keys(data).sort()).toEqual(
      [
        'id',
        'username',
        'email',
        'password',
        'role',
        'deluxeToken',
        'lastLoginIp',
        'profileImage',
        'totpSecret',
        'isActive',
        'createdAt',
        'updatedAt',
        'deletedAt',
      ].sort(),
    )
    expect(data).toMatchObject({
      id: 2,
      email: 'jim@juice-sh.op',
      password: 'e541ca7ecf72b8d1286474fc613e5e45',
      role: 'customer',
      isActive: true,
      deletedAt: null,
    })
    const header = JSON.parse(
      Buffer.from(authentication.token.split('.')[0] ?? '', 'base64url').toString(),
    ) as Json
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT' })
  })

  it('rejects a wrong password', async () => {
    await expectInvalidLogin(await login({ email: 'admin@juice-sh.op', password: 'admin1234' }))
  })

  it('rejects an unknown user', async () => {
    await expectInvalidLogin(await login({ email: 'nobody@juice-sh.op', password: 'whatever' }))
  })

  it('rejects missing credentials', async () => {
    await expectInvalidLogin(await login({}))
    await expectInvalidLogin(await t.request('/rest/user/login', { method: 'POST' }))
  })

  it('does not log in the soft-deleted chris.pike', async () => {
    await expectInvalidLogin(await login({ email: 'chris.pike@juice-sh.op', password: 'uss enterprise' }))
  })

  it('asks wurstbrot for the second factor with a temporary token', async () => {
    const response = await login({
      email: 'wurstbrot@juice-sh.op',
      password: 'EinBelegtesBrotMitSchinkenSCHINKEN!',
    })
    expect(response.status).toBe(401)
    const body = await readJson<{ status: string; data: { tmpToken: string } }>(response)
    expect(body.status).toBe('totp_token_required')
    expect(tokenPayload(body.data.tmpToken)).toMatchObject({
      userId: 10,
      type: 'password_valid_needs_second_factor_token',
    })
  })

  it('creates a basket for a user without one and reuses it afterwards', async () => {
    const fresh = await startTestShop()
    const loginFresh = (body: unknown) => fresh.request('/rest/user/login', sendJson('POST', body))
    const credentials = {
      email: 'ciso@juice-sh.op',
      password: 'mDLx?94T~1CfVfZMzw@sJ9f?s3L6lbMqE70FfI8^54jbNikY5fymx7c!YbJb',
    }
    try {
      const first = await readJson<Authentication>(await loginFresh(credentials))
      expect(first.authentication.bid).toBe(6)
      const second = await readJson<Authentication>(await loginFresh(credentials))
      expect(second.authentication.bid).toBe(6)
      expect(fresh.shop.db.prepare('SELECT UserId FROM Baskets WHERE id = 6').get()).toEqual({ UserId: 5 })
    } finally {
      await fresh.close()
    }
  })

  it('ignores credentials sent without the JSON content type', async () => {
    const response = await t.request('/rest/user/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@juice-sh.op', password: 'admin123' }),
    })
    await expectInvalidLogin(response)
  })
})

describe('POST /api/Users', () => {
  it('registers a user without returning the password and creates an empty wallet', async () => {
    const response = await register({
      email: 'kalli@kasper.le',
      password: 'kallliiii',
      passwordRepeat: 'kallliiii',
    })
    expect(response.status).toBe(201)
    const { data } = await readJson<{ data: Json }>(response)
    expect(data).toMatchObject({
      email: 'kalli@kasper.le',
      role: 'customer',
      username: '',
      deluxeToken: '',
      lastLoginIp: '0.0.0.0',
      profileImage: '/assets/public/images/uploads/default.svg',
      isActive: true,
      deletedAt: null,
    })
    expect(typeof data.id).toBe('number')
    expect(data).not.toHaveProperty('password')
    expect(data).not.toHaveProperty('totpSecret')
    expect(response.headers.get('location')).toBe(`/api/Users/${String(data.id)}`)
    expect(t.shop.db.prepare('SELECT balance FROM Wallets WHERE UserId = ?').get(data.id)).toEqual({
      balance: 0,
    })

    const loggedIn = await login({ email: 'kalli@kasper.le', password: 'kallliiii' })
    expect(loggedIn.status).toBe(200)
    expect((await readJson<Authentication>(loggedIn)).authentication.umail).toBe('kalli@kasper.le')
  })

  it('stores the password as unsalted MD5', async () => {
    const { data } = await readJson<{ data: Json }>(
      await register({ email: 'md5@example.com', password: 'admin123' }),
    )
    expect(t.shop.db.prepare('SELECT password FROM Users WHERE id = ?').get(data.id)).toEqual({
      password: '0192023a7bbd73250516f069df18b500',
    })
  })

  it('trims email, password and repeat when all three are given', async () => {
    const response = await register({
      email: ' trim@example.com ',
      password: ' secret ',
      passwordRepeat: ' secret ',
    })
    expect(response.status).toBe(201)
    expect((await readJson<{ data: Json }>(response)).data.email).toBe('trim@example.com')
    expect((await login({ email: 'trim@example.com', password: 'secret' })).status).toBe(200)
  })

  it.each([
    { email: '', password: 'secret', passwordRepeat: 'secret' },
    { email: 'empty@example.com', password: '', passwordRepeat: '' },
  ])('refuses empty credentials %j with a 400 text', async (body) => {
    const response = await register(body)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toBe('Invalid email/password cannot be empty')
  })

  it('trims blank credentials to empty ones instead of refusing them (reference behaviour)', async () => {
    const response = await register({ email: '  ', password: '  ', passwordRepeat: '  ' })
    expect(response.status).toBe(201)
    expect((await readJson<{ data: Json }>(response)).data.email).toBe('')
  })

  it.each([
    { email: ' ', password: ' ' },
    { email: ' test@gmail.com', password: ' test' },
  ])('creates the account for %j (no passwordRepeat, no pre-check)', async (body) => {
    expect((await register(body)).status).toBe(201)
  })

  it.each(['acc0unt4nt@juice-sh.op', 'ACC0UNT4NT@JUICE-SH.OP'])(
    'refuses the reserved address %s',
    async (email) => {
      const response = await register({
        email,
        password: 'secret',
        passwordRepeat: 'secret',
        role: 'accounting',
      })
      expect(response.status).toBe(500)
      expect(await readJson(response)).toEqual({
        message: 'internal error',
        errors: ['Nice try, but this is not how the "Ephemeral Accountant" challenge works!'],
      })
      expect(
        t.shop.db.prepare("SELECT COUNT(*) AS n FROM Users WHERE lower(email) LIKE 'acc0unt4nt@%'").get(),
      ).toEqual({
        n: 0,
      })
    },
  )

  it('refuses a duplicate email with "Validation error"', async () => {
    const response = await register({
      email: 'jim@juice-sh.op',
      password: 'whatever',
      passwordRepeat: 'whatever',
    })
    expect(response.status).toBe(400)
    expect(await readJson(response)).toMatchObject({ message: 'Validation error' })
  })

  it('mass-assigns the admin role and gives admins the admin avatar', async () => {
    const response = await register({ email: 'wannabe@example.com', password: 'secret', role: 'admin' })
    expect(response.status).toBe(201)
    expect((await readJson<{ data: Json }>(response)).data).toMatchObject({
      role: 'admin',
      profileImage: '/assets/public/images/uploads/defaultAdmin.png',
    })
  })
})
