import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { encodeCoupon } from '../../modules/coupons/coupon.js'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
let admin: string
let jim: string
beforeEach(async () => {
  t = await startTestShop()
  admin = await t.login('admin@juice-sh.op', 'admin123')
  jim = await t.login('jim@juice-sh.op', 'ncc-1701')
})
afterEach(async () => {
  await t.close()
})

const solved = async (key: string): Promise<boolean> => (await t.challenge(key)).solved
const viewBasket = (id: string, token: string) => t.request(`/rest/basket/${id}`, { headers: bearer(token) })
const addItem = (body: unknown, token: string) =>
  t.request('/api/BasketItems', sendJson('POST', body, bearer(token)))
const addRaw = (raw: string, token: string) =>
  t.request('/api/BasketItems', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(token) },
    body: raw,
  })
const updateItem = (id: number, body: unknown, token: string) =>
  t.request(`/api/BasketItems/${id}`, sendJson('PUT', body, bearer(token)))
const checkout = (basket: number, body: unknown, token: string) =>
  t.request(`/rest/basket/${basket}/checkout`, sendJson('POST', body, bearer(token)))
const redeem = (basket: number, coupon: string, token: string) =>
  t.request(`/rest/basket/${basket}/coupon/${encodeURIComponent(coupon)}`, {
    method: 'PUT',
    headers: bearer(token),
  })
const jimsDetails = { orderDetails: { paymentId: '5', addressId: '4', deliveryMethodId: '1' } }

describe('basketAccessChallenge', () => {
  it("is solved by the admin reading Jim's basket", async () => {
    expect((await viewBasket('2', admin)).status).toBe(200)
    expect(await solved('basketAccessChallenge')).toBe(true)
  })

  it('is not solved by reading the own basket or by the placeholders of a client without basket id', async () => {
    for (const id of ['1', 'undefined', 'null', 'NaN', 'abc']) await viewBasket(id, admin)
    expect(await solved('basketAccessChallenge')).toBe(false)
  })
})

describe('basketManipulateChallenge', () => {
  it('is solved by a duplicate BasketId whose first occurrence is the own basket', async () => {
    const response = await addRaw('{ "ProductId": 14,"BasketId":"1","quantity":1,"BasketId":"2" }', admin)
    expect(response.status).toBe(200)
    expect(await solved('basketManipulateChallenge')).toBe(true)
  })

  it('is solved by an item update naming another basket', async () => {
    await updateItem(4, { BasketId: 1 }, jim)
    expect(await solved('basketManipulateChallenge')).toBe(true)
  })

  it('is not solved by ordinary adding and changing, nor by a refused foreign basket', async () => {
    expect((await addItem({ ProductId: 14, BasketId: '1', quantity: 1 }, admin)).status).toBe(200)
    expect((await addRaw('{"ProductId":15,"BasketId":1,"quantity":1,"BasketId":"1"}', admin)).status).toBe(
      200,
    )
    expect((await addRaw('{"ProductId":16,"BasketId":"2","quantity":1,"BasketId":"1"}', admin)).status).toBe(
      401,
    )
    expect((await updateItem(1, { quantity: 3 }, admin)).status).toBe(200)
    expect((await updateItem(1, { BasketId: 1, quantity: 2 }, admin)).status).toBe(200)
    expect(await solved('basketManipulateChallenge')).toBe(false)
  })
})

describe('negativeOrderChallenge', () => {
  it('is solved by checking out a negative quantity', async () => {
    expect((await updateItem(1, { quantity: -100000 }, admin)).status).toBe(200)
    expect((await checkout(1, {}, admin)).status).toBe(200)
    expect(await solved('negativeOrderChallenge')).toBe(true)
  })

  it('is not solved by ordinary checkouts, even at a 99 % discount or with zero quantities', async () => {
    await redeem(2, encodeCoupon(99, new Date()), jim)
    expect((await checkout(2, jimsDetails, jim)).status).toBe(200)
    await updateItem(1, { quantity: 0 }, admin)
    expect((await checkout(1, {}, admin)).status).toBe(200)
    expect(await solved('negativeOrderChallenge')).toBe(false)
  })
})

describe('christmasSpecialChallenge', () => {
  it('is solved by finding the retired product through SQL injection and ordering it by id', async () => {
    const search = await t.request(`/rest/products/search?q=${encodeURIComponent("'))--")}`)
    const { data } = await readJson<{ data: Json[] }>(search)
    const christmas = data.find((product) => String(product.name).startsWith('Christmas Super-Surprise-Box'))
    expect(christmas?.id).toBe(10)
    expect((await addItem({ ProductId: christmas?.id, BasketId: '2', quantity: 1 }, jim)).status).toBe(200)
    expect((await checkout(2, jimsDetails, jim)).status).toBe(200)
    expect(await solved('christmasSpecialChallenge')).toBe(true)
  })

  it('is not solved by an ordinary checkout, nor by a Christmas box that is never checked out', async () => {
    expect((await checkout(2, jimsDetails, jim)).status).toBe(200)
    expect((await addItem({ ProductId: 10, BasketId: '1', quantity: 1 }, admin)).status).toBe(200)
    expect(await solved('christmasSpecialChallenge')).toBe(false)
  })
})

describe('manipulateClockChallenge', () => {
  const expired = 'V01OU0RZMjAxOS0xNTUxOTk5NjAwMDAw'

  it('is solved by checking out with the couponData of an expired campaign', async () => {
    expect((await checkout(2, { couponData: expired, ...jimsDetails }, jim)).status).toBe(200)
    expect(await solved('manipulateClockChallenge')).toBe(true)
  })

  it('is not solved by a valid current coupon, which takes precedence, nor by a wrong campaign day', async () => {
    await redeem(2, encodeCoupon(10, new Date()), jim)
    expect((await checkout(2, { couponData: expired, ...jimsDetails }, jim)).status).toBe(200)
    const wrongDay = Buffer.from('WMNSDY2019-1552000000000').toString('base64')
    expect((await checkout(1, { couponData: wrongDay }, admin)).status).toBe(400)
    expect(await solved('manipulateClockChallenge')).toBe(false)
  })
})

describe('forgedCouponChallenge', () => {
  it('is solved by checking out with a self-made coupon of 80 % or more', async () => {
    const coupon = encodeCoupon(90, new Date())
    expect(await readJson(await redeem(2, coupon, jim))).toEqual({ discount: 90 })
    expect((await checkout(2, jimsDetails, jim)).status).toBe(200)
    expect(await solved('forgedCouponChallenge')).toBe(true)
  })

  it('is not solved by smaller coupons or by a big one that is never checked out', async () => {
    await redeem(2, encodeCoupon(79, new Date()), jim)
    expect((await checkout(2, jimsDetails, jim)).status).toBe(200)
    await redeem(1, encodeCoupon(95, new Date()), admin)
    expect(await solved('forgedCouponChallenge')).toBe(false)
  })
})
