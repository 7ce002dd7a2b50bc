import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signToken } from '../../platform/auth/jwt.js'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { orderSelection, trackedOrderId } from './orders.service.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

const track = (id: string) => t.request(`/rest/track-order/${encodeURIComponent(id)}`)
const seededOrderIds = () => t.shop.docs.orders.find().map((order) => String(order.orderId))

describe('trackedOrderId', () => {
  it('drops line breaks and shortens long ids to 59 characters plus "..."', () => {
    expect(trackedOrderId('ab\r\ncd', true)).toBe('abcd')
    expect(trackedOrderId('x'.repeat(60), true)).toBe('x'.repeat(60))
    expect(trackedOrderId('x'.repeat(61), true)).toBe(`${'x'.repeat(59)}...`)
  })

  it('keeps only letters, digits, underscore and hyphen while Reflected XSS is unavailable', () => {
    expect(trackedOrderId("5267-f9cd' || true || '<b>", false)).toBe('5267-f9cdtrueb')
  })

  it('builds the selection with the id inside single quotes', () => {
    expect(orderSelection('5267-abc')).toBe("this.orderId === '5267-abc'")
  })
})

describe('GET /rest/track-order/:id', () => {
  it('answers the order of a known id', async () => {
    const [orderId] = seededOrderIds()
    const response = await track(orderId ?? '')
    expect(response.status).toBe(200)
    const { data } = await readJson<{ data: Json[] }>(response)
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({ orderId, email: '*dm*n@j**c*-sh.*p', totalPrice: 8.96 })
    expect(typeof data[0]?._id).toBe('string')
  })

  it('echoes an unknown id as the only result', async () => {
    const response = await track('5267-f9cd5882f54c75a3')
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual({
      status: 'success',
      data: [{ orderId: '5267-f9cd5882f54c75a3' }],
    })
  })

  it("answers every order for ' || true || ' (noSqlOrders hole), with their tracking fields", async () => {
    const response = await track("' || true || '")
    const { data } = await readJson<{ data: Json[] }>(response)
    expect(data).toHaveLength(3)
    for (const order of data) {
      expect(typeof order.orderId).toBe('string')
      expect(typeof order.email).toBe('string')
      expect(typeof order.totalPrice).toBe('number')
      expect(typeof order.eta).toBe('string')
      expect(typeof order._id).toBe('string')
      for (const product of order.products as Json[]) {
        expect(typeof product.quantity).toBe('number')
        expect(typeof product.name).toBe('string')
        expect(typeof product.price).toBe('number')
        expect(typeof product.total).toBe('number')
      }
    }
  })

  it('answers 400 "Wrong Param" when the selection fails, and keeps answering', async () => {
    const broken = await track("' + syntax error ( + '")
    expect(broken.status).toBe(400)
    expect(await readJson(broken)).toEqual({ error: 'Wrong Param' })
    const endless = await track("' || (function(){ while(true){} })() || '")
    expect(endless.status).toBe(400)
    expect((await track('5267-f9cd5882f54c75a3')).status).toBe(200)
  })

  it('never lets a payload change the stored orders', async () => {
    const before = t.shop.docs.orders.find()
    await track("' || (this.totalPrice = 0) || '")
    await track("' || (this.orderId = 'x', true) || '")
    expect(t.shop.docs.orders.find()).toEqual(before)
  })
})

describe('GET /rest/order-history', () => {
  it("answers the caller's orders, matched on the vowel-masked email", async () => {
    const admin = await t.login('admin@juice-sh.op', 'admin123')
    const response = await t.request('/rest/order-history', { headers: bearer(admin) })
    expect(response.status).toBe(200)
    const { data } = await readJson<{ data: Json[] }>(response)
    expect(data).toHaveLength(2)
    expect(data[0]).toMatchObject({
      totalPrice: 8.96,
      delivered: false,
      products: [
        { quantity: 3, name: 'Apple Juice (1000ml)', price: 1.99, total: 5.97 },
        { quantity: 1, name: 'Orange Juice (1000ml)', price: 2.99, total: 2.99 },
      ],
    })
    expect(data[1]).toMatchObject({ totalPrice: 26.97, delivered: true })
    expect((data[1]?.products as Json[])[0]).toMatchObject({
      quantity: 3,
      name: 'Eggfruit Juice (500ml)',
      total: 26.97,
    })
  })

  it('answers 500 "Blocked illegal activity" without a known session', async () => {
    for (const headers of [
      {},
      { Authorization: 'Bearer unknown' },
      bearer(signToken({ sub: 'no user data' })),
    ]) {
      const response = await t.request('/rest/order-history', { headers })
      expect(response.status).toBe(500)
      expect(await response.text()).toContain('Blocked illegal activity')
    }
  })

  it('answers an empty list to a customer without orders', async () => {
    const jim = await t.login('jim@juice-sh.op', 'ncc-1701')
    expect(await readJson(await t.request('/rest/order-history', { headers: bearer(jim) }))).toEqual({
      status: 'success',
      data: [],
    })
  })
})

describe('accounting', () => {
  const accountant = () => t.login('accountant@juice-sh.op', 'i am an awesome accountant')
  const toggle = (id: string, body: unknown, token: string) =>
    t.request(`/rest/order-history/${id}/delivery-status`, sendJson('PUT', body, bearer(token)))

  it('lists every order, newest first, to the accounting role only', async () => {
    for (const [email, password] of [
      ['jim@juice-sh.op', 'ncc-1701'],
      ['admin@juice-sh.op', 'admin123'],
    ] as const) {
      const response = await t.request('/rest/order-history/orders', {
        headers: bearer(await t.login(email, password)),
      })
      expect(response.status).toBe(403)
      expect(await readJson(response)).toEqual({ error: 'Malicious activity detected' })
    }
    const response = await t.request('/rest/order-history/orders', { headers: bearer(await accountant()) })
    expect(response.status).toBe(200)
    const { data } = await readJson<{ data: Json[] }>(response)
    expect(data.map((order) => order.orderId)).toEqual(seededOrderIds().reverse())
  })

  it('toggles the delivery status of an order to the opposite of the status sent', async () => {
    const token = await accountant()
    const order = t.shop.docs.orders.find()[0] as Json
    expect(await readJson(await toggle(String(order._id), { deliveryStatus: false }, token))).toEqual({
      status: 'success',
    })
    expect(t.shop.docs.orders.find()[0]).toMatchObject({ delivered: true, eta: '0' })
    await toggle(String(order._id), { deliveryStatus: true }, token)
    expect(t.shop.docs.orders.find()[0]).toMatchObject({ delivered: false, eta: '1' })
  })

  it('answers success for an unknown order id without changing anything (reference API test)', async () => {
    const before = t.shop.docs.orders.find()
    expect((await toggle('1', { deliveryStatus: false }, await accountant())).status).toBe(200)
    expect(t.shop.docs.orders.find()).toEqual(before)
  })

  it('refuses other roles and a deliveryStatus that is no boolean', async () => {
    const jim = await t.login('jim@juice-sh.op', 'ncc-1701')
    expect((await toggle('1', { deliveryStatus: false }, jim)).status).toBe(403)
    const order = t.shop.docs.orders.find()[0] as Json
    const response = await toggle(String(order._id), { deliveryStatus: { $ne: 1 } }, await accountant())
    expect(response.status).toBe(400)
  })
})
