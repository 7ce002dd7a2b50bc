import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, readJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { campaignOf } from './campaigns.js'
import { couponDiscount, couponMonth, encodeCoupon } from './coupon.js'
import { z85Decode, z85Encode } from './z85.js'

const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('latin1') : undefined)

describe('Z85', () => {
  it.each([
    ['JAN13-10', 'n<MibgC7sn'],
    ['MAY26-80', 'o*I]qhz3)x'],
    ['JUN26-99', 'n(XRwhz3{H'],
    ['DEC13-15', 'l}6D$gC7ss'],
  ])('encodes %s as %s and back', (plain, encoded) => {
    expect(z85Encode(Buffer.from(plain, 'latin1'))).toBe(encoded)
    expect(text(z85Decode(encoded))).toBe(plain)
  })

  it('encodes the ZeroMQ reference vector', () => {
    const bytes = Uint8Array.from([0x86, 0x4f, 0xd2, 0x6f, 0xb5, 0x59, 0xf7, 0x5b])
    expect(z85Encode(bytes)).toBe('HelloWorld')
    expect(z85Decode('HelloWorld')).toEqual(bytes)
  })

  it('refuses lengths that are no multiple of the group size, foreign characters and oversized groups', () => {
    expect(z85Encode(Buffer.from('abc'))).toBeUndefined()
    expect(z85Decode('abcd')).toBeUndefined()
    expect(z85Decode('abcd ')).toBeUndefined()
    expect(z85Decode('ab"cd')).toBeUndefined()
    expect(z85Decode('#####')).toBeUndefined()
    expect(z85Decode('')).toEqual(new Uint8Array())
  })
})

describe('coupons', () => {
  const march2026 = new Date(2026, 2, 15)

  it('are valid in their own month only, with their two-digit discount', () => {
    const coupon = encodeCoupon(15, march2026)
    expect(text(z85Decode(coupon))).toBe('MAR26-15')
    expect(couponDiscount(coupon, march2026)).toBe(15)
    expect(couponDiscount(coupon, new Date(2026, 3, 1))).toBeUndefined()
    expect(couponDiscount(coupon, new Date(2027, 2, 15))).toBeUndefined()
    expect(couponMonth(new Date(2009, 11, 31))).toBe('DEC09')
  })

  it.each(['', 'xxxxxxxxxx', 'n<MibgC7sn ', 'n<Mib', z85Encode(Buffer.from('MAR26-1x')) ?? '', 'HelloWorld'])(
    'rejects %j',
    (code) => {
      expect(couponDiscount(code, march2026)).toBeUndefined()
    },
  )

  it('rejects coupons longer than 10 characters even when they start like a valid one', () => {
    const long = z85Encode(Buffer.from('MAR26-90abcd')) ?? ''
    expect(couponDiscount(long, march2026)).toBeUndefined()
  })
})

describe('campaigns', () => {
  const data = (plain: string) => Buffer.from(plain).toString('base64')

  it('accept a known code with its own validity date', () => {
    expect(campaignOf('V01OU0RZMjAxOS0xNTUxOTk5NjAwMDAw')).toMatchObject({ code: 'WMNSDY2019', percent: 75 })
    expect(campaignOf(data('ORANGE2023-1683154800000'))).toMatchObject({ percent: 40 })
  })

  it.each(['WMNSDY2019-1551999600001', 'WMNSDY2024-1709852400000', 'WMNSDY2019', '-1551999600000', ''])(
    'reject %j',
    (plain) => {
      expect(campaignOf(data(plain))).toBeUndefined()
    },
  )

  it('reject text that is no Base64 at all', () => {
    expect(campaignOf('%%%not base64%%%')).toBeUndefined()
  })
})

describe('PUT /rest/basket/:id/coupon/:coupon', () => {
  let t: TestShop
  let jim: string
  beforeAll(async () => {
    t = await startTestShop()
    jim = await t.login('jim@juice-sh.op', 'ncc-1701')
  })
  afterAll(async () => {
    await t.close()
  })
  const redeem = (basket: number | string, coupon: string, token = jim) =>
    t.request(`/rest/basket/${basket}/coupon/${encodeURIComponent(coupon)}`, {
      method: 'PUT',
      headers: bearer(token),
    })
  const storedCoupon = (basket: number) =>
    (t.shop.db.prepare('SELECT coupon FROM Baskets WHERE id = ?').get(basket) as { coupon: string | null })
      .coupon

  it('stores a coupon of this month and answers its discount, on any basket (reference API tests)', async () => {
    const coupon = encodeCoupon(15, new Date())
    const response = await redeem(1, coupon)
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual({ discount: 15 })
    expect(storedCoupon(1)).toBe(coupon)
  })

  it('decodes coupons whose characters need URL encoding', async () => {
    const coupon = encodeCoupon(99, new Date())
    expect(await readJson(await redeem(2, coupon))).toEqual({ discount: 99 })
  })

  it('answers 404 "Invalid coupon." for malformed and expired coupons and clears the stored one', async () => {
    await redeem(2, encodeCoupon(10, new Date()))
    for (const coupon of [
      'xxxxxxxxxx',
      'n<MibgC7sn',
      encodeCoupon(20, new Date(2001, 0, 1)),
      "' OR 1=1--",
      'x'.repeat(300),
    ]) {
      const response = await redeem(2, coupon)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('Invalid coupon.')
    }
    expect(storedCoupon(2)).toBeNull()
  })

  it('answers 500 for a basket that does not exist', async () => {
    const response = await redeem(4711, encodeCoupon(10, new Date()))
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('Basket with id=4711 does not exist.')
  })

  it('wants a token and a known session', async () => {
    expect((await t.request('/rest/basket/1/coupon/n%3CMibgC7sn', { method: 'PUT' })).status).toBe(401)
  })
})
