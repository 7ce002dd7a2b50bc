import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { eventually, startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  await t.close()
})

const solved = async (key: string): Promise<boolean> => (await t.challenge(key)).solved
const redirect = (target: string) =>
  t.request(`/redirect?to=${encodeURIComponent(target)}`, { redirect: 'manual' })
const xss = '<iframe src="javascript:alert(`xss`)">'

describe('freeDeluxeChallenge', () => {
  const upgrade = (token: string, body?: unknown) =>
    t.request(
      '/rest/deluxe-membership',
      body === undefined ? { method: 'POST', headers: bearer(token) } : sendJson('POST', body, bearer(token)),
    )

  it('is solved by a customer upgrading without any payment mode', async () => {
    const response = await upgrade(await t.login('jim@juice-sh.op', 'ncc-1701'))
    expect(response.status).toBe(200)
    expect(await solved('freeDeluxeChallenge')).toBe(true)
  })

  it('is solved by a payment mode the client never sends', async () => {
    expect(
      (await upgrade(await t.login('jim@juice-sh.op', 'ncc-1701'), { paymentMode: 'free' })).status,
    ).toBe(200)
    expect(await solved('freeDeluxeChallenge')).toBe(true)
  })

  it('is not solved by paying, by failed payments or by users who are no customers', async () => {
    const bender = await t.login('bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!')
    expect((await upgrade(bender, { paymentMode: 'card', paymentId: 6 })).status).toBe(200)
    expect(
      (await upgrade(await t.login('amy@juice-sh.op', 'K1f.....................'), { paymentMode: 'wallet' }))
        .status,
    ).toBe(400)
    expect((await upgrade(await t.login('admin@juice-sh.op', 'admin123'))).status).toBe(400)
    expect(await solved('freeDeluxeChallenge')).toBe(false)
  })
})

describe('noSqlOrdersChallenge', () => {
  it("is solved by ' || true || ' as order id", async () => {
    const response = await t.request("/rest/track-order/'%20||%20true%20||%20'")
    expect((await readJson<{ data: Json[] }>(response)).data).toHaveLength(3)
    expect(await solved('noSqlOrdersChallenge')).toBe(true)
  })

  it('is not solved by tracking a known or an unknown order', async () => {
    const [order] = t.shop.docs.orders.find()
    await t.request(`/rest/track-order/${String(order?.orderId)}`)
    await t.request('/rest/track-order/5267-f9cd5882f54c75a3')
    expect(await solved('noSqlOrdersChallenge')).toBe(false)
  })
})

describe('reflectedXssChallenge', () => {
  it('is solved by tracking the XSS attack string, which is echoed back', async () => {
    const response = await t.request(`/rest/track-order/${encodeURIComponent(xss)}`)
    expect(await readJson(response)).toEqual({ status: 'success', data: [{ orderId: xss }] })
    expect(await solved('reflectedXssChallenge')).toBe(true)
  })

  it('is not solved by ordinary tracking or other markup', async () => {
    await t.request('/rest/track-order/5267-f9cd5882f54c75a3')
    await t.request(`/rest/track-order/${encodeURIComponent('<iframe src="javascript:alert(1)">')}`)
    expect(await solved('reflectedXssChallenge')).toBe(false)
  })

  it('is unavailable in safety mode, where the id loses its markup', async () => {
    await t.close()
    t = await startTestShop({ overrides: { challenges: { safetyMode: 'enabled' } } })
    const response = await t.request(`/rest/track-order/${encodeURIComponent(xss)}`)
    expect(await readJson(response)).toEqual({
      status: 'success',
      data: [{ orderId: 'iframesrcjavascriptalertxss' }],
    })
    const all = await t.request("/rest/track-order/'%20||%20true%20||%20'")
    expect((await readJson<{ data: Json[] }>(all)).data).toHaveLength(1)
    expect(await solved('reflectedXssChallenge')).toBe(false)
    expect(await solved('noSqlOrdersChallenge')).toBe(false)
  })
})

describe('svgInjectionChallenge', () => {
  it('is solved by a decal climbing to the redirect endpoint for a cat picture, an allowed URL smuggled in', async () => {
    const socket = await t.socket()
    socket.emit(
      'verifySvgInjectionChallenge',
      '../../..//redirect?to=https://cataas.com/cat?x=https://github.com/juice-shop/juice-shop',
    )
    await eventually(() => solved('svgInjectionChallenge'))
  })

  it('is not solved by the ordinary logo, other hosts, a missing allowed URL or no traversal', async () => {
    const socket = await t.socket()
    for (const decal of [
      'JuiceShop_Logo.png',
      '../../..//redirect?to=https://example.com/cat?x=https://github.com/juice-shop/juice-shop',
      '../../..//redirect?to=https://cataas.com/cat',
      '/redirect?to=https://cataas.com/cat?x=https://github.com/juice-shop/juice-shop',
      42,
      { decal: '../../..//redirect?to=https://cataas.com/cat?x=https://github.com/juice-shop/juice-shop' },
    ])
      socket.emit('verifySvgInjectionChallenge', decal)
    // A socket's events are handled in order: once this later report has solved its challenge, all the decals were judged.
    socket.emit('verifyLocalXssChallenge', xss)
    await eventually(() => solved('localXssChallenge'))
    expect(await solved('svgInjectionChallenge')).toBe(false)
  })
})

describe('redirectCryptoCurrencyChallenge', () => {
  it('is solved by redirecting to an old crypto wallet page', async () => {
    const target = 'https://etherscan.io/address/0x0f933ab9fcaaa782d0279c300d73750e1311eae6'
    expect((await redirect(target)).status).toBe(302)
    expect(await solved('redirectCryptoCurrencyChallenge')).toBe(true)
  })

  it('is not solved by other allowed targets, nor by a crypto URL with anything appended', async () => {
    await redirect('https://github.com/juice-shop/juice-shop')
    await redirect('https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm?ref=shop')
    expect(await solved('redirectCryptoCurrencyChallenge')).toBe(false)
  })
})

describe('redirectChallenge', () => {
  it('is solved by a target that only mentions an allowed URL', async () => {
    const response = await redirect('https://owasp.org?trickIndexOf=https://github.com/juice-shop/juice-shop')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(
      'https://owasp.org?trickIndexOf=https://github.com/juice-shop/juice-shop',
    )
    expect(await solved('redirectChallenge')).toBe(true)
  })

  it('is not solved by redirects to listed URLs or refused targets', async () => {
    await redirect('https://github.com/juice-shop/juice-shop')
    await redirect('http://leanpub.com/juice-shop')
    expect((await redirect('https://owasp.org')).status).toBe(406)
    expect(await solved('redirectChallenge')).toBe(false)
  })
})
