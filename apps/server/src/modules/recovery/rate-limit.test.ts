import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sendJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { RateLimiter, tooManyRequests } from '../../platform/http/rate-limit.js'

describe('RateLimiter', () => {
  it('counts per key within a fixed window and starts afresh after it', () => {
    let now = 1_000_000
    const limiter = new RateLimiter({ windowMs: 1000, max: 2, now: () => now })
    expect(limiter.hit('a')).toEqual({ limit: 2, remaining: 1, resetAt: 1_001_000, limited: false })
    expect(limiter.hit('a').remaining).toBe(0)
    expect(limiter.hit('a')).toMatchObject({ remaining: 0, limited: true })
    expect(limiter.hit('b').limited).toBe(false)
    now += 1000
    expect(limiter.hit('a')).toMatchObject({ remaining: 1, limited: false, resetAt: 1_002_000 })
  })

  it('keeps at most maxKeys buckets, forgetting expired and then the oldest ones', () => {
    let now = 0
    const limiter = new RateLimiter({ windowMs: 1000, max: 1, maxKeys: 3, now: () => now })
    for (const key of ['a', 'b', 'c', 'd', 'e']) limiter.hit(key)
    expect(limiter.size).toBe(3)
    expect(limiter.hit('e').limited).toBe(true)
    expect(limiter.hit('a').limited).toBe(false)
    now = 5000
    limiter.hit('f')
    expect(limiter.size).toBe(1)
  })
})

describe('rate limits of the accounts routes', () => {
  let t: TestShop
  beforeEach(async () => {
    t = await startTestShop()
  })
  afterEach(async () => {
    await t.close()
  })

  const attempt = (headers: Record<string, string> = {}) =>
    t.request(
      '/rest/user/reset-password',
      sendJson('POST', { email: 'morty@juice-sh.op', answer: 'wrong', new: 'a', repeat: 'a' }, headers),
    )

  it('allows 100 password resets per client in five minutes, then answers 429', async () => {
    const first = await attempt()
    expect(first.status).toBe(401)
    expect(first.headers.get('x-ratelimit-limit')).toBe('100')
    expect(first.headers.get('x-ratelimit-remaining')).toBe('99')
    const reset = Number(first.headers.get('x-ratelimit-reset'))
    expect(reset * 1000).toBeGreaterThan(Date.now() + 4 * 60 * 1000)
    for (let i = 2; i <= 100; i++) expect((await attempt()).status).toBe(401)
    const limited = await attempt()
    expect(limited.status).toBe(429)
    expect(await limited.text()).toBe(tooManyRequests)
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('counts every method on the reset path', async () => {
    for (let i = 0; i < 100; i++) await t.request('/rest/user/reset-password')
    expect((await attempt()).status).toBe(429)
  })

  it('gives every X-Forwarded-For value its own budget', async () => {
    for (let i = 0; i < 100; i++) await attempt({ 'X-Forwarded-For': '10.0.0.1' })
    expect((await attempt({ 'X-Forwarded-For': '10.0.0.1' })).status).toBe(429)
    expect((await attempt({ 'X-Forwarded-For': '10.0.0.2' })).status).toBe(401)
    expect((await attempt({ 'X-Forwarded-For': '10.0.0.1, 10.0.0.2' })).status).toBe(429)
    expect((await attempt()).status).toBe(401)
  })

  it('limits each two-factor route with its own counter', async () => {
    const verify = () => t.request('/rest/2fa/verify', sendJson('POST', {}))
    for (let i = 0; i < 100; i++) expect((await verify()).status).toBe(401)
    expect((await verify()).status).toBe(429)
    const setup = await t.request('/rest/2fa/setup', sendJson('POST', {}))
    expect(setup.status).toBe(401)
    expect(setup.headers.get('x-ratelimit-remaining')).toBe('99')
    const disable = await t.request('/rest/2fa/disable', sendJson('POST', {}))
    expect(disable.headers.get('x-ratelimit-remaining')).toBe('99')
    expect((await attempt()).headers.get('x-ratelimit-remaining')).toBe('99')
  })

  it('keeps the counters of two shops apart', async () => {
    const other = await startTestShop()
    try {
      for (let i = 0; i < 101; i++) await attempt()
      const elsewhere = await other.request(
        '/rest/user/reset-password',
        sendJson('POST', { email: 'x', answer: 'y', new: 'a', repeat: 'a' }),
      )
      expect(elsewhere.status).toBe(401)
    } finally {
      await other.close()
    }
  })
})
