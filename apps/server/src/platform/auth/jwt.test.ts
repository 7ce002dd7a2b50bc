import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import jsonwebtoken from 'jsonwebtoken'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { bearer, readJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { paths } from '../paths.js'
import { deluxeToken } from './hashing.js'
import { signToken, signTokenLater, unguessableKey, verifyToken, verifyTokenDetails } from './jwt.js'
import { privateKey, publicKey } from './keys.js'

const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url')
const unsigned = (payload: object, header: object = { alg: 'none', typ: 'JWT' }): string =>
  `${part(header)}.${part(payload)}.`
const hmacSigned = (
  payload: object,
  key = publicKey,
  header: object = { alg: 'HS256', typ: 'JWT' },
): string => {
  const signed = `${part(header)}.${part(payload)}`
  return `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`
}

describe('signToken and signTokenLater', () => {
  afterEach(() => vi.useRealTimers())

  it('make the same bytes as jsonwebtoken did (RS256, its header, iat appended or kept)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T08:30:00.700Z') })
    const payloads: Record<string, unknown>[] = [
      { data: { id: 1, email: 'admin@juice-sh.op', role: 'admin', isActive: true, deletedAt: null }, bid: 1 },
      { userId: 9, type: 'password_valid_needs_second_factor_token' },
      { status: 'success', data: { username: '<iframe src="javascript:alert(`xss`)">', name: 'Jürgen 🍹' } },
      { iat: 1234, data: {} },
      {},
    ]
    for (const payload of payloads) {
      const expected = jsonwebtoken.sign(payload, privateKey, {
        algorithm: 'RS256',
        allowInsecureKeySizes: true,
      })
      expect(signToken(payload)).toBe(expected)
      expect(await signTokenLater(payload)).toBe(expected)
    }
  })
})

describe('verifyToken', () => {
  it('accepts tokens the shop signed (RS256)', () => {
    expect(verifyToken(signToken({ data: { id: 1 } })).data).toEqual({ id: 1 })
  })

  it('accepts HS256 tokens keyed with the exact public key text, which is the served jwt.pub', () => {
    expect(readFileSync(path.join(paths.staticDir, 'encryptionkeys', 'jwt.pub'), 'utf8')).toBe(publicKey)
    expect(verifyToken(hmacSigned({ data: { email: 'rsa_lord@x' } })).data).toEqual({ email: 'rsa_lord@x' })
    expect(() => verifyToken(hmacSigned({ data: {} }, `${publicKey}\n`))).toThrow('invalid signature')
    expect(() => verifyToken(hmacSigned({ data: {} }, 'secret'))).toThrow('invalid signature')
  })

  it('accepts unsigned tokens with an empty signature, only with alg exactly none', () => {
    expect(verifyTokenDetails(unsigned({ data: { id: 7 } })).header).toEqual({ alg: 'none', typ: 'JWT' })
    expect(() => verifyToken(`${unsigned({ data: {} })}c2ln`)).toThrow('invalid signature')
    expect(() => verifyToken(unsigned({}, { alg: 'None' }))).toThrow('invalid signature')
    expect(() => verifyToken(unsigned({}, { alg: 'HS512' }))).toThrow('invalid signature')
    expect(() => verifyToken(unsigned({}, {}))).toThrow('invalid signature')
  })

  it('honours exp whatever the algorithm', () => {
    const past = Math.floor(Date.now() / 1000) - 1
    for (const token of [signToken({ exp: past }), unsigned({ exp: past }), hmacSigned({ exp: past })]) {
      expect(() => verifyToken(token)).toThrow('jwt expired')
    }
    expect(verifyToken(unsigned({ exp: 9999999999 })).exp).toBe(9999999999)
  })

  it('refuses malformed tokens', () => {
    for (const token of [
      '',
      'a.b',
      'a.b.c',
      `${part({ alg: 'none' })}.${part(['array'])}.`,
      '...',
      'é.é.é',
    ]) {
      expect(() => verifyToken(token)).toThrow('jwt malformed')
    }
  })

  it('lets only unsigned tokens through against the unguessable key of the denied level', () => {
    expect(() => verifyToken(signToken({}), unguessableKey)).toThrow('invalid signature')
    expect(() => verifyToken(hmacSigned({}), unguessableKey)).toThrow('invalid signature')
    expect(verifyToken(unsigned({ data: {} }), unguessableKey)).toEqual({ data: {} })
  })
})

describe('unsigned and forged tokens over HTTP', () => {
  let t: TestShop
  beforeAll(async () => {
    t = await startTestShop()
  })
  afterAll(async () => {
    await t.close()
  })

  it('pass the jwt level', async () => {
    expect((await t.request('/api/Users', { headers: bearer(unsigned({ data: {} })) })).status).toBe(200)
    expect((await t.request('/api/Users', { headers: bearer(hmacSigned({ data: {} })) })).status).toBe(200)
  })

  it('pass the denied level when unsigned, while signed tokens stay refused', async () => {
    const challenge = await t.request('/api/Challenges/1', { headers: bearer(unsigned({ data: {} })) })
    expect(challenge.status).toBe(200)
    expect((await readJson<{ data: Json }>(challenge)).data.key).toBeTypeOf('string')
    for (const token of [signToken({ data: {} }), hmacSigned({ data: {} })]) {
      const response = await t.request('/api/Challenges/1', { headers: bearer(token) })
      expect(response.status).toBe(401)
      expect(await response.text()).toContain('invalid signature')
    }
  })

  it('still cannot store the reserved accountant address through the denied update', async () => {
    const response = await t.request('/api/Users/2', {
      method: 'PUT',
      headers: { ...bearer(unsigned({ data: {} })), 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ACC0UNT4NT@juice-sh.op', role: 'accounting' }),
    })
    expect(response.status).toBe(500)
    expect(t.shop.db.prepare('SELECT email FROM Users WHERE id = 2').get()).toEqual({
      email: 'jim@juice-sh.op',
    })
  })

  it('pass the accounting check with an accounting role claim', async () => {
    const accountant = await t.request('/api/Quantitys/1', {
      headers: bearer(unsigned({ data: { role: 'accounting' } })),
    })
    expect(await accountant.text()).toContain('IpDeniedError')
    const customer = await t.request('/api/Quantitys/1', {
      headers: bearer(unsigned({ data: { role: 'customer' } })),
    })
    expect(await customer.json()).toEqual({ error: 'Malicious activity detected' })
  })

  it('pass the deluxe check with a matching deluxe claim', async () => {
    const email = 'fake@juice-sh.op'
    const token = unsigned({ data: { email, role: 'deluxe', deluxeToken: deluxeToken(email) } })
    const { data } = await readJson<{ data: Json }>(
      await t.request('/api/Deliverys/1', { headers: bearer(token) }),
    )
    expect(data.price).toBe(0.5)
  })

  it('are admitted to the authenticated-users list and echoed as cookie', async () => {
    const token = unsigned({ data: { id: 2, email: 'jim@juice-sh.op' } })
    const response = await t.request('/rest/languages', { headers: bearer(token) })
    expect(response.headers.get('set-cookie')).toContain(`token=${token}`)
    expect(t.shop.sessions.get(token)?.data.email).toBe('jim@juice-sh.op')
  })
})
