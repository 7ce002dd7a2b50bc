import { createHmac } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { publicKey } from '../../platform/auth/keys.js'
import { signToken } from '../../platform/auth/jwt.js'
import { bearer, sendJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  await t.close()
})

const solved = async (key: string): Promise<boolean> => (await t.challenge(key)).solved
const register = (body: unknown) => t.request('/api/Users', sendJson('POST', body))
const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url')
const xss = '<iframe src="javascript:alert(`xss`)">'

describe('registration challenges', () => {
  it('solves registerAdminChallenge by registering with role admin', async () => {
    const response = await register({
      email: 'testing@test.com',
      password: 'pwned',
      passwordRepeat: 'pwned',
      role: 'admin',
    })
    expect(response.status).toBe(201)
    expect(await solved('registerAdminChallenge')).toBe(true)
  })

  it('solves registerAdminChallenge even when the creation then fails', async () => {
    await register({ email: 'jim@juice-sh.op', password: 'x', passwordRepeat: 'x', role: 'admin' })
    expect(await solved('registerAdminChallenge')).toBe(true)
  })

  it('solves emptyUserRegistration with empty credentials although the answer is 400', async () => {
    const response = await register({ email: '', password: '', passwordRepeat: '' })
    expect(response.status).toBe(400)
    expect(await solved('emptyUserRegistration')).toBe(true)
  })

  it.each([
    { email: ' ', password: ' ', passwordRepeat: ' ' },
    { email: '', password: '' },
  ])('solves emptyUserRegistration with the variant %j', async (body) => {
    await register(body)
    expect(await solved('emptyUserRegistration')).toBe(true)
  })

  it('solves passwordRepeatChallenge without a passwordRepeat', async () => {
    const response = await register({ email: 'uncle@bob.com', password: 'ThereCanBeOnlyOne' })
    expect(response.status).toBe(201)
    expect(await solved('passwordRepeatChallenge')).toBe(true)
  })

  it('solves passwordRepeatChallenge with a different passwordRepeat', async () => {
    await register({ email: 'aunt@bob.com', password: 'one', passwordRepeat: 'two' })
    expect(await solved('passwordRepeatChallenge')).toBe(true)
  })

  it('solves none of them by an ordinary registration through the form', async () => {
    const response = await register({
      email: 'kalli@kasper.le',
      password: 'kallliiii',
      passwordRepeat: 'kallliiii',
    })
    expect(response.status).toBe(201)
    await register({ email: ' spaced@example.com ', password: ' secret ', passwordRepeat: 'secret' })
    await register({ email: 'role@example.com', password: 'x', passwordRepeat: 'x', role: 'customer' })
    await register({ email: 'adminish@example.com', password: 'x', passwordRepeat: 'x', role: 'Admin' })
    await register({ email: ' ', password: 'x', passwordRepeat: 'x' })
    expect(await solved('registerAdminChallenge')).toBe(false)
    expect(await solved('passwordRepeatChallenge')).toBe(false)
    expect(await solved('emptyUserRegistration')).toBe(false)
  })
})

describe('token challenges', () => {
  const unsigned =
    'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJkYXRhIjp7ImVtYWlsIjoiand0bjNkQGp1aWNlLXNoLm9wIn0sImlhdCI6MTUwODYzOTYxMiwiZXhwIjo5OTk5OTk5OTk5fQ.'
  const forged = (payload: object, header: object = { typ: 'JWT', alg: 'HS256' }): string => {
    const signed = `${part(header)}.${part(payload)}`
    return `${signed}.${createHmac('sha256', publicKey).update(signed).digest('base64url')}`
  }

  it('solves jwtUnsignedChallenge with the canonical unsigned token', async () => {
    await t.request('/rest/languages', { headers: bearer(unsigned) })
    expect(await solved('jwtUnsignedChallenge')).toBe(true)
  })

  it('solves jwtForgedChallenge with an HS256 token keyed with the public key', async () => {
    const token = forged({ data: { email: 'rsa_lord@juice-sh.op' }, iat: 1583037711 })
    await t.request('/rest/user/whoami', { headers: bearer(token) })
    expect(await solved('jwtForgedChallenge')).toBe(true)
  })

  it('solves neither with server-signed tokens carrying those emails', async () => {
    for (const email of ['jwtn3d@juice-sh.op', 'rsa_lord@juice-sh.op']) {
      await t.request('/rest/languages', { headers: bearer(signToken({ data: { email } })) })
    }
    expect(await solved('jwtUnsignedChallenge')).toBe(false)
    expect(await solved('jwtForgedChallenge')).toBe(false)
  })

  it('solves neither with tokens of another type, expired, signed otherwise or without the email', async () => {
    const none = (header: object, payload: object) => `${part(header)}.${part(payload)}.`
    const tokens = [
      none({ alg: 'none' }, { data: { email: 'jwtn3d@juice-sh.op' } }),
      none({ alg: 'none', typ: 'JWT' }, { data: { email: 'jwtn3d@juice-sh.op' }, exp: 1 }),
      none({ alg: 'none', typ: 'JWT' }, { data: { email: 'jim@juice-sh.op' } }),
      `${unsigned}c2lnbmF0dXJl`,
      forged({ data: { email: 'rsa_lord@juice-sh.op' } }, { alg: 'HS256' }),
      forged({ data: { email: 'rsa_lord@juice-sh.op' }, exp: 1 }),
      `${forged({ data: { email: 'rsa_lord@juice-sh.op' } }).slice(0, -3)}AAA`,
    ]
    for (const token of tokens) await t.request('/rest/languages', { headers: bearer(token) })
    await t.request('/rest/languages', { headers: { Cookie: `token=${unsigned}` } })
    expect(await solved('jwtUnsignedChallenge')).toBe(false)
    expect(await solved('jwtForgedChallenge')).toBe(false)
  })
})

describe('current-user challenges', () => {
  const cookie = (token: string): Record<string, string> => ({ Cookie: `token=${token}` })

  it('solves passwordHashLeakChallenge by asking whoami for the password', async () => {
    const token = await t.login('admin@juice-sh.op', 'admin123')
    const response = await t.request('/rest/user/whoami?fields=id,email,password', { headers: cookie(token) })
    expect(await response.json()).toEqual({
      user: { id: 1, email: 'admin@juice-sh.op', password: '0192023a7bbd73250516f069df18b500' },
    })
    expect(await solved('passwordHashLeakChallenge')).toBe(true)
  })

  it('does not solve passwordHashLeakChallenge with the default answer or anonymously', async () => {
    const token = await t.login('jim@juice-sh.op', 'ncc-1701')
    await t.request('/rest/user/whoami', { headers: cookie(token) })
    await t.request('/rest/user/whoami?fields=id,email', { headers: cookie(token) })
    await t.request('/rest/user/whoami?fields=password')
    expect(await solved('passwordHashLeakChallenge')).toBe(false)
  })

  it('solves emailLeakChallenge by asking whoami for JSONP', async () => {
    const token = await t.login('jim@juice-sh.op', 'ncc-1701')
    const response = await t.request('/rest/user/whoami?callback=leak', { headers: cookie(token) })
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await response.text()).toMatch(/^\/\*\*\/ typeof leak === 'function' && leak\(\{"user":\{"id":2,/)
    expect(await solved('emailLeakChallenge')).toBe(true)
  })

  it('does not solve emailLeakChallenge with plain JSON', async () => {
    const token = await t.login('jim@juice-sh.op', 'ncc-1701')
    await t.request('/rest/user/whoami', { headers: cookie(token) })
    await t.request('/rest/user/whoami?Callback=leak')
    expect(await solved('emailLeakChallenge')).toBe(false)
  })

  it('solves httpHeaderXssChallenge by saving the payload as True-Client-IP', async () => {
    const token = await t.login('jim@juice-sh.op', 'ncc-1701')
    const response = await t.request('/rest/saveLoginIp', {
      headers: { ...bearer(token), 'True-Client-IP': xss },
    })
    expect(((await response.json()) as { lastLoginIp: string }).lastLoginIp).toBe(xss)
    expect(await solved('httpHeaderXssChallenge')).toBe(true)
  })

  it('does not solve httpHeaderXssChallenge with an ordinary IP, a variation or anonymously', async () => {
    const token = await t.login('jim@juice-sh.op', 'ncc-1701')
    await t.request('/rest/saveLoginIp', { headers: { ...bearer(token), 'True-Client-IP': '1.2.3.4' } })
    await t.request('/rest/saveLoginIp', {
      headers: { ...bearer(token), 'True-Client-IP': `${xss}</iframe>` },
    })
    await t.request('/rest/saveLoginIp', { headers: { 'True-Client-IP': xss } })
    expect(await solved('httpHeaderXssChallenge')).toBe(false)
  })
})

describe('httpHeaderXssChallenge in safety mode', () => {
  it('is unavailable, and the header value is sanitised instead', async () => {
    const safe = await startTestShop({ overrides: { challenges: { safetyMode: 'enabled' } } })
    try {
      const token = await safe.login('jim@juice-sh.op', 'ncc-1701')
      const response = await safe.request('/rest/saveLoginIp', {
        headers: { ...bearer(token), 'True-Client-IP': xss },
      })
      expect(((await response.json()) as { lastLoginIp: string }).lastLoginIp).toBe('')
      expect((await safe.challenge('httpHeaderXssChallenge')).solved).toBe(false)
    } finally {
      await safe.close()
    }
  })
})
