import jwt from 'jsonwebtoken'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { hashPassword } from '../../platform/auth/hashing.js'
import { signToken } from '../../platform/auth/jwt.js'
import { publicKey } from '../../platform/auth/keys.js'
import { bearer, readJson, sendJson, tokenPayload, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { currentTotp, newTotpSecret } from './totp.js'

const wurstbrot = { email: 'wurstbrot@juice-sh.op', password: 'EinBelegtesBrotMitSchinkenSCHINKEN!' }
const wurstbrotSecret = 'IFTXE3SPOEYVURT2MRYGI52TKJ4HC3KH'
const secondFactorType = 'password_valid_needs_second_factor_token'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})
afterEach(() => {
  vi.useRealTimers()
})

const verify = (body: unknown) => t.request('/rest/2fa/verify', sendJson('POST', body))
const status = (headers: Record<string, string>) => t.request('/rest/2fa/status', { headers })
const post = (path: string, token: string, body: unknown) =>
  t.request(path, sendJson('POST', body, bearer(token)))
const unsigned = (payload: Json) =>
  `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(401)
  expect(await response.text()).toBe('')
}

async function wurstbrotSession(): Promise<string> {
  const login = await t.request('/rest/user/login', sendJson('POST', wurstbrot))
  const { data } = await readJson<{ data: { tmpToken: string } }>(login)
  const response = await verify({ tmpToken: data.tmpToken, totpToken: currentTotp(wurstbrotSecret) })
  return (await readJson<{ authentication: { token: string } }>(response)).authentication.token
}

describe('POST /rest/2fa/verify', () => {
  it('completes the login with a current code and registers the session with the basket id', async () => {
    const tmpToken = signToken({ userId: 10, type: secondFactorType })
    const response = await verify({ tmpToken, totpToken: currentTotp(wurstbrotSecret) })
    expect(response.status).toBe(200)
    const { authentication } = await readJson<{
      authentication: { token: string; bid: number; umail: string }
    }>(response)
    expect(authentication).toEqual({
      token: expect.any(String),
      bid: expect.any(Number),
      umail: wurstbrot.email,
    })
    const payload = tokenPayload(authentication.token)
    expect(payload).toMatchObject({ status: 'success', data: { id: 10, email: wurstbrot.email } })
    expect(payload).not.toHaveProperty('bid')
    expect(t.shop.sessions.get(authentication.token)?.bid).toBe(authentication.bid)
  })

  it('accepts the code of the previous and the next step, but not older ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const middleOfStep = Math.floor(Date.now() / 30_000) * 30_000 + 15_000
    vi.setSystemTime(middleOfStep)
    const now = middleOfStep / 1000
    const tmpToken = signToken({ userId: 10, type: secondFactorType })
    expect((await verify({ tmpToken, totpToken: currentTotp(wurstbrotSecret, now - 30) })).status).toBe(200)
    expect((await verify({ tmpToken, totpToken: currentTotp(wurstbrotSecret, now + 30) })).status).toBe(200)
    await expectRefused(await verify({ tmpToken, totpToken: currentTotp(wurstbrotSecret, now - 60) }))
  })

  it('refuses foreign codes, foreign or unsigned temporary tokens, wrong types and unknown users', async () => {
    const code = currentTotp(wurstbrotSecret)
    const attempts = [
      {
        tmpToken: signToken({ userId: 10, type: secondFactorType }),
        totpToken: currentTotp(newTotpSecret()),
      },
      { tmpToken: jwt.sign({ userId: 10, type: secondFactorType }, 'this_is_not_our_key'), totpToken: code },
      { tmpToken: jwt.sign({ userId: 10, type: secondFactorType }, publicKey), totpToken: code },
      { tmpToken: unsigned({ userId: 10, type: secondFactorType }), totpToken: code },
      { tmpToken: signToken({ userId: 10, type: 'invalid_token_type' }), totpToken: code },
      { tmpToken: signToken({ userId: 999, type: secondFactorType }), totpToken: code },
      { tmpToken: signToken({ userId: '10', type: secondFactorType }), totpToken: code },
    ]
    for (const attempt of attempts) await expectRefused(await verify(attempt))
  })

  it('refuses malformed input with a bare 401', async () => {
    const tmpToken = signToken({ userId: 10, type: secondFactorType })
    const attempts: unknown[] = [
      {},
      [],
      'text',
      { tmpToken },
      { tmpToken, totpToken: { $gt: '' } },
      { tmpToken, totpToken: '12345' },
      { tmpToken, totpToken: 'abcdef' },
      { tmpToken: 42, totpToken: '123456' },
      { tmpToken: 'x'.repeat(90_000), totpToken: '123456' },
      { tmpToken: 'a.b.c', totpToken: '123456' },
    ]
    for (const attempt of attempts) await expectRefused(await verify(attempt))
  })
})

describe('GET /rest/2fa/status', () => {
  it('says setup for a user with a secret', async () => {
    const response = await status(bearer(await wurstbrotSession()))
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual({ setup: true })
  })

  it('offers a new secret and a signed setup token to a user without one', async () => {
    const token = await t.login('J12934@juice-sh.op', '0Y8rMnww$*9VFYE§59-!Fg1L6t&6lB')
    const body = await readJson<Json>(await status(bearer(token)))
    expect(body).toEqual({
      setup: false,
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      email: 'J12934@juice-sh.op',
      setupToken: expect.any(String),
    })
    expect(tokenPayload(String(body.setupToken))).toMatchObject({
      secret: body.secret,
      type: 'totp_setup_secret',
    })
  })

  it('wants a verifiable token that belongs to a session', async () => {
    const missing = await status({})
    expect(missing.status).toBe(401)
    expect(await missing.text()).toContain('No Authorization header was found')
    expect((await status({ Authorization: 'Bearer not.a.token' })).status).toBe(401)
    await expectRefused(await status(bearer(signToken({ nothing: 'here' }))))
  })
})

describe('POST /rest/2fa/setup and /rest/2fa/disable', () => {
  async function newUser(email: string): Promise<{ token: string; secret: string; setupToken: string }> {
    await t.request(
      '/api/Users',
      sendJson('POST', { email, password: 'secret12', passwordRepeat: 'secret12' }),
    )
    const token = await t.login(email, 'secret12')
    const body = await readJson<{ secret: string; setupToken: string }>(await status(bearer(token)))
    return { token, secret: body.secret, setupToken: body.setupToken }
  }

  it('sets up two-factor authentication with the password and a first code', async () => {
    const { token, secret, setupToken } = await newUser('fresh2fa@juice-sh.op')
    const response = await post('/rest/2fa/setup', token, {
      password: 'secret12',
      setupToken,
      initialToken: currentTotp(secret),
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
    expect(await readJson(await status(bearer(token)))).toEqual({ setup: true })
    const login = await t.request(
      '/rest/user/login',
      sendJson('POST', { email: 'fresh2fa@juice-sh.op', password: 'secret12' }),
    )
    expect((await readJson<Json>(login)).status).toBe('totp_token_required')
  })

  it('refuses a wrong password, a foreign code, a wrong token type, an existing setup and unknown users', async () => {
    const { token, secret, setupToken } = await newUser('refused2fa@juice-sh.op')
    const valid = { password: 'secret12', setupToken, initialToken: currentTotp(secret) }
    const foobar = signToken({ secret, type: 'totp_setup_secret_foobar' })
    await expectRefused(await post('/rest/2fa/setup', token, { ...valid, password: 'wrong' }))
    await expectRefused(
      await post('/rest/2fa/setup', token, { ...valid, initialToken: currentTotp(newTotpSecret()) }),
    )
    await expectRefused(await post('/rest/2fa/setup', token, { ...valid, setupToken: foobar }))
    await expectRefused(
      await post('/rest/2fa/setup', token, {
        ...valid,
        setupToken: unsigned({ secret, type: 'totp_setup_secret' }),
      }),
    )
    await expectRefused(await post('/rest/2fa/setup', token, { ...valid, setupToken: 12 }))
    await expectRefused(await post('/rest/2fa/setup', token, { ...valid, password: ['secret12'] }))
    const wurstbrotValid = { ...valid, password: wurstbrot.password }
    await expectRefused(await post('/rest/2fa/setup', await wurstbrotSession(), wurstbrotValid))
    const ghost = signToken({
      data: { id: 999, email: 'ghost@juice-sh.op', password: hashPassword('secret12'), totpSecret: '' },
    })
    await expectRefused(await post('/rest/2fa/setup', ghost, valid))
    expect(await readJson(await status(bearer(token)))).toMatchObject({ setup: false })
  })

  it('disables two-factor authentication with the right password only', async () => {
    const token = await wurstbrotSession()
    await expectRefused(await post('/rest/2fa/disable', token, { password: 'wrong' }))
    await expectRefused(await post('/rest/2fa/disable', token, {}))
    expect(await readJson(await status(bearer(token)))).toEqual({ setup: true })
    const response = await post('/rest/2fa/disable', token, { password: wurstbrot.password })
    expect(response.status).toBe(200)
    expect(await readJson(await status(bearer(token)))).toMatchObject({ setup: false })
    const login = await t.request('/rest/user/login', sendJson('POST', wurstbrot))
    expect(login.status).toBe(200)
  })

  it('refuses to disable for a session of a user who does not exist', async () => {
    const ghost = signToken({ data: { id: 998, email: 'ghost@juice-sh.op', password: hashPassword('boo') } })
    await expectRefused(await post('/rest/2fa/disable', ghost, { password: 'boo' }))
  })

  it('answers the jwt guard without a token', async () => {
    const response = await t.request('/rest/2fa/setup', sendJson('POST', {}))
    expect(response.status).toBe(401)
    expect(await response.text()).toContain('UnauthorizedError')
  })
})
