import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signToken } from '../../platform/auth/jwt.js'
import { bearer, readJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { simpleIpAddress, withoutMarkup } from './current-user.service.js'

let t: TestShop
let jim: string
beforeAll(async () => {
  t = await startTestShop()
  jim = await t.login('jim@juice-sh.op', 'ncc-1701')
})
afterAll(async () => {
  await t.close()
})

const cookie = (token: string): Record<string, string> => ({ Cookie: `token=${token}` })
const whoami = async (query: string, headers: Record<string, string> = cookie(jim)): Promise<Json> =>
  (await readJson<{ user: Json }>(await t.request(`/rest/user/whoami${query}`, { headers }))).user

/** A GET with raw header lines (fetch would merge repeated headers into one). */
function rawGet(path: string, headers: OutgoingHttpHeaders): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${t.url}${path}`,
      { headers: { ...t.extraHeaders, ...headers } },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.on('error', reject)
    request.end()
  })
}

describe('GET /rest/user/whoami?fields=', () => {
  it('answers exactly the listed attributes, trimmed, including the password hash', async () => {
    expect(await whoami('?fields=id,email')).toEqual({ id: 2, email: 'jim@juice-sh.op' })
    expect(await whoami('?fields=%20id%20,%20password')).toEqual({
      id: 2,
      password: 'e541ca7ecf72b8d1286474fc613e5e45',
    })
    expect(await whoami('?fields=role,totpSecret,deletedAt')).toEqual({
      role: 'customer',
      totpSecret: '',
      deletedAt: null,
    })
  })

  it('skips names the cached row does not have, prototype names included', async () => {
    expect(await whoami('?fields=nothing,__proto__,constructor,toString')).toEqual({})
    expect(await whoami('?fields=,')).toEqual({})
  })

  it('reads repeated fields parameters as one list and ignores an empty one', async () => {
    expect(await whoami('?fields=id&fields=role')).toEqual({ id: 2, role: 'customer' })
    expect(Object.keys(await whoami('?fields='))).toEqual(['id', 'email', 'lastLoginIp', 'profileImage'])
  })

  it('answers the cached token snapshot, not the current database row', async () => {
    const token = await t.login('bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!')
    t.shop.db.prepare("UPDATE Users SET role = 'deluxe' WHERE id = 3").run()
    expect(await whoami('?fields=role', cookie(token))).toEqual({ role: 'customer' })
  })

  it('answers an empty user without a valid cookie, whatever the fields', async () => {
    expect(await whoami('?fields=password', {})).toEqual({})
    expect(await whoami('?fields=password', { Cookie: 'token=j:{"a":1}' })).toEqual({})
  })
})

describe('GET /rest/user/whoami?callback=', () => {
  it('wraps the answer as JSONP for scripts on any page', async () => {
    const response = await t.request('/rest/user/whoami?callback=leak', { headers: cookie(jim) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await response.text()).toBe(
      `/**/ typeof leak === 'function' && leak({"user":{"id":2,"email":"jim@juice-sh.op","lastLoginIp":"","profileImage":"assets/public/images/uploads/default.svg"}});`,
    )
  })

  it('wraps the empty user for anonymous callers', async () => {
    const response = await t.request('/rest/user/whoami?callback=cb')
    expect(await response.text()).toBe(`/**/ typeof cb === 'function' && cb({"user":{}});`)
  })

  it('keeps odd callback values harmless (no script injection, no crash)', async () => {
    const evil = encodeURIComponent('alert(1);x')
    expect(await (await t.request(`/rest/user/whoami?callback=${evil}`)).text()).toBe(
      `/**/ typeof alert1x === 'function' && alert1x({"user":{}});`,
    )
    const repeated = await t.request('/rest/user/whoami?callback=a&callback=b')
    expect(await repeated.text()).toContain('typeof a ===')
    const empty = await t.request('/rest/user/whoami?callback=')
    expect(await empty.json()).toEqual({ user: {} })
  })
})

describe('GET /rest/saveLoginIp', () => {
  it('stores True-Client-IP and answers the full updated record', async () => {
    const response = await t.request('/rest/saveLoginIp', {
      headers: { ...bearer(jim), 'true-client-ip': '1.2.3.4' },
    })
    expect(response.status).toBe(200)
    const user = await readJson(response)
    expect(user).toMatchObject({ id: 2, email: 'jim@juice-sh.op', lastLoginIp: '1.2.3.4', isActive: true })
    expect(user.password).toBe('e541ca7ecf72b8d1286474fc613e5e45')
    expect(t.shop.db.prepare('SELECT lastLoginIp FROM Users WHERE id = 2').get()).toEqual({
      lastLoginIp: '1.2.3.4',
    })
  })

  it('stores the socket address without the header', async () => {
    const response = await t.request('/rest/saveLoginIp', { headers: bearer(jim) })
    expect((await readJson(response)).lastLoginIp).toBe('127.0.0.1')
  })

  it('takes the first of repeated True-Client-IP headers', async () => {
    const { status, body } = await rawGet('/rest/saveLoginIp', {
      Authorization: `Bearer ${jim}`,
      'True-Client-IP': ['5.6.7.8', '9.9.9.9'],
    })
    expect(status).toBe(200)
    expect((JSON.parse(body) as Json).lastLoginIp).toBe('5.6.7.8')
  })

  it('answers 401 Unauthorized when not logged in', async () => {
    for (const headers of [{}, bearer('not-a-token'), cookie(jim)]) {
      const response = await t.request('/rest/saveLoginIp', { headers })
      expect(response.status).toBe(401)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(await response.text()).toBe('Unauthorized')
    }
  })

  it("answers 401 for a listed token whose user is not stored, and changes nobody's record", async () => {
    const stranger = signToken({ data: { id: 4711, email: 'stranger@example.com' } })
    await t.request('/rest/languages', { headers: bearer(stranger) })
    expect(t.shop.sessions.has(stranger)).toBe(true)
    expect((await t.request('/rest/saveLoginIp', { headers: bearer(stranger) })).status).toBe(401)
  })

  it('stores header bytes outside ASCII as they arrive, without failing', async () => {
    const { status, body } = await rawGet('/rest/saveLoginIp', {
      Authorization: `Bearer ${jim}`,
      'True-Client-IP': Buffer.from([0xff, 0xfe, 0x41, 0x80]).toString('latin1'),
    })
    expect(status).toBe(200)
    expect((JSON.parse(body) as Json).lastLoginIp).toHaveLength(4)
  })
})

describe('address helpers', () => {
  it.each([
    ['::ffff:10.0.0.7', '10.0.0.7'],
    ['::1', '127.0.0.1'],
    ['2001:db8::1', '2001:db8::1'],
    ['127.0.0.1', '127.0.0.1'],
    [undefined, ''],
  ])('shows the socket address %s as %s', (address, expected) => {
    expect(simpleIpAddress(address)).toBe(expected)
  })

  it.each([
    ['<iframe src="javascript:alert(`xss`)">', ''],
    ['<<iframe>iframe src=x>1.2.3.4', '1.2.3.4'],
    ['1.2.3.4', '1.2.3.4'],
    ['a<b', 'ab'],
  ])('removes markup from %j', (value, expected) => {
    expect(withoutMarkup(value)).toBe(expected)
  })
})
