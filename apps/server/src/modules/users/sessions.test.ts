import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signToken } from '../../platform/auth/jwt.js'
import { bearer, readJson, tokenPayload, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

const cookie = (token: string): Record<string, string> => ({ Cookie: `token=${token}` })
const whoami = async (headers: Record<string, string> = {}): Promise<{ user: Json }> =>
  readJson<{ user: Json }>(await t.request('/rest/user/whoami', { headers }))

/** A token the server signed but never issued at a login: the shape a restart or a forged session produces. */
const foreignUser = { id: 4711, email: 'stranger@example.com', lastLoginIp: '1.2.3.4', profileImage: 'x.png' }

describe('GET /rest/user/whoami', () => {
  it('answers the user of the token cookie', async () => {
    const token = await t.login('bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=')
    const response = await t.request('/rest/user/whoami', { headers: cookie(token) })
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual({
      user: {
        id: 4,
        email: 'bjoern.kimminich@gmail.com',
        lastLoginIp: '',
        profileImage: 'assets/public/images/uploads/defaultAdmin.png',
      },
    })
  })

  it('answers an empty user without a cookie', async () => {
    expect(await whoami()).toEqual({ user: {} })
  })

  it('reads the cookie only, never the Authorization header', async () => {
    const token = await t.login('jim@juice-sh.op', 'ncc-1701')
    expect(await whoami(bearer(token))).toEqual({ user: {} })
    expect(await whoami({ Authorization: 'Bearer InvalidAuthToken' })).toEqual({ user: {} })
    expect(await whoami({ Authorization: 'BoarBeatsBear' })).toEqual({ user: {} })
  })

  it('answers an empty user for an unverifiable cookie', async () => {
    expect(await whoami(cookie('not.a.token'))).toEqual({ user: {} })
    const expired = signToken({ data: foreignUser, exp: Math.floor(Date.now() / 1000) - 60 })
    expect(await whoami(cookie(expired))).toEqual({ user: {} })
  })
})

describe('tokens the server has not issued itself', () => {
  it('admits a validly signed cookie token with a user to the list and echoes it as cookie', async () => {
    const token = signToken({ data: foreignUser })
    const response = await t.request('/rest/admin/application-version', { headers: cookie(token) })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(
      new RegExp(`^token=${token.replace(/\./g, '\\.')}; Path=/`),
    )
    expect(response.headers.get('set-cookie')).not.toMatch(/HttpOnly|Secure/i)
    expect(t.shop.sessions.get(token)?.data.email).toBe('stranger@example.com')
    expect((await whoami(cookie(token))).user).toEqual(foreignUser)
  })

  it('admits such a token on the first request that presents it, whatever the route', async () => {
    const token = signToken({ data: { ...foreignUser, id: 4712, email: 'other@example.com' } })
    const response = await t.request('/rest/user/whoami', { headers: cookie(token) })
    expect((await readJson<{ user: Json }>(response)).user.email).toBe('other@example.com')
    expect(response.headers.get('set-cookie')).toContain(`token=${token}`)
  })

  it('admits a Bearer token with a user as well', async () => {
    const token = signToken({ data: { ...foreignUser, id: 4713 } })
    const response = await t.request('/rest/languages', { headers: bearer(token) })
    expect(response.headers.get('set-cookie')).toContain(`token=${token}`)
    expect(t.shop.sessions.has(token)).toBe(true)
  })

  it('does not echo a token that is already known', async () => {
    const token = await t.login('jim@juice-sh.op', 'ncc-1701')
    const response = await t.request('/rest/languages', { headers: cookie(token) })
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('does not admit tokens without a user or with a bad signature', async () => {
    const blank = signToken({})
    const forged = `${signToken({ data: foreignUser }).slice(0, -4)}AAAA`
    for (const token of [blank, forged]) {
      const response = await t.request('/rest/languages', { headers: cookie(token) })
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(t.shop.sessions.has(token)).toBe(false)
    }
  })
})

describe('GET /rest/user/authentication-details', () => {
  it('requires a valid token', async () => {
    expect((await t.request('/rest/user/authentication-details')).status).toBe(401)
  })

  it('lists every active user with masked secrets to any token holder', async () => {
    const token = signToken({ data: { email: 'admin@juice-sh.op' } })
    const response = await t.request('/rest/user/authentication-details', { headers: bearer(token) })
    expect(response.status).toBe(200)
    const { status, data } = await readJson<{ status: string; data: Json[] }>(response)
    expect(status).toBe('success')
    expect(data).toHaveLength(22)
    expect(data.map((user) => user.id)).not.toContain(14)
    for (const user of data) expect(user.password).toBe('*'.repeat(32))
    const wurstbrot = data.find((user) => user.id === 10)
    expect(wurstbrot?.totpSecret).toBe('*'.repeat(32))
    expect(data.find((user) => user.id === 1)?.totpSecret).toBe('')
    expect(Object.keys(data[0] ?? {})).toEqual([
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
      'lastLoginTime',
    ])
  })

  it("reports the iat of a user's latest token as lastLoginTime, null before any login", async () => {
    const token = signToken({})
    const details = async (): Promise<Json[]> =>
      (
        await readJson<{ data: Json[] }>(
          await t.request('/rest/user/authentication-details', { headers: bearer(token) }),
        )
      ).data
    expect((await details()).find((user) => user.id === 3)?.lastLoginTime).toBeNull()
    const jim = await t.login('jim@juice-sh.op', 'ncc-1701')
    const entry = (await details()).find((user) => user.id === 2)
    expect(typeof entry?.lastLoginTime).toBe('number')
    expect(entry?.lastLoginTime).toBe(tokenPayload(jim).iat)
  })
})
