import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { encodeCoupon } from '../coupons/coupon.js'

let t: TestShop
let jim: string
beforeEach(async () => {
  t = await startTestShop()
  jim = await t.login('jim@juice-sh.op', 'ncc-1701')
})
afterEach(async () => {
  vi.restoreAllMocks()
  await t.close()
})

const checkout = (basket: number | string, body: unknown = {}, token = jim) =>
  t.request(`/rest/basket/${basket}/checkout`, sendJson('POST', body, bearer(token)))
const row = (sql: string, ...params: unknown[]) => t.shop.db.prepare(sql).get(...params) as Json
const stock = (productId: number) =>
  row('SELECT quantity FROM Quantities WHERE ProductId = ?', productId).quantity
const wallet = (userId: number) => row('SELECT balance FROM Wallets WHERE UserId = ?', userId).balance
const items = (basket: number) => row('SELECT COUNT(*) AS n FROM BasketItems WHERE BasketId = ?', basket).n
const orderOf = (orderId: string) => t.shop.docs.orders.findOne({ orderId: { $eq: orderId } })
const placed = async (response: Response): Promise<string> => {
  expect(response.status).toBe(200)
  return (await readJson<{ orderConfirmation: string }>(response)).orderConfirmation
}

describe('POST /rest/basket/:id/checkout', () => {
  it('wants a token', async () => {
    expect((await t.request('/rest/basket/1/checkout', { method: 'POST' })).status).toBe(401)
  })

  it('places an order for any basket, stores it and empties the basket', async () => {
    const stockBefore = [stock(1), stock(2), stock(3)]
    const orderId = await placed(await checkout(1))
    const prefix = createHash('md5').update('jim@juice-sh.op').digest('hex').slice(0, 4)
    expect(orderId).toMatch(new RegExp(`^${prefix}-[0-9a-f]{16}$`))
    expect(orderOf(orderId)).toMatchObject({
      promotionalAmount: '0',
      paymentId: null,
      addressId: null,
      orderId,
      delivered: false,
      email: 'j*m@j**c*-sh.*p',
      totalPrice: 21.94,
      products: [
        { quantity: 2, id: 1, name: 'Apple Juice (1000ml)', price: 1.99, total: 3.98, bonus: 0 },
        { quantity: 3, id: 2, name: 'Orange Juice (1000ml)', price: 2.99, total: 8.97, bonus: 0 },
        { quantity: 1, id: 3, name: 'Eggfruit Juice (500ml)', price: 8.99, total: 8.99, bonus: 1 },
      ],
      bonus: 1,
      deliveryPrice: 0,
      eta: '5',
    })
    expect([stock(1), stock(2), stock(3)]).toEqual([
      Number(stockBefore[0]) - 2,
      Number(stockBefore[1]) - 3,
      Number(stockBefore[2]) - 1,
    ])
    expect(items(1)).toBe(0)
    expect(wallet(2)).toBe(101)
  })

  it('writes a readable confirmation PDF into the ftp folder', async () => {
    const orderId = await placed(await checkout(2, { orderDetails: { deliveryMethodId: '1' } }))
    const file = path.join(t.shop.files.ftp, `order_${orderId}.pdf`)
    expect(existsSync(file)).toBe(true)
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    expect(text).toContain('Order Confirmation')
    expect(text).toContain(orderId)
    expect(text).toContain('jim@juice-sh.op')
    expect(text).toContain('2x Raspberry Juice (1000ml)')
    expect(text).toContain('Total Price: 10.97')
    expect(text).toContain('Bonus Points Earned: 0')
  })

  it('refuses quantities beyond the current stock, changing nothing', async () => {
    t.shop.db.prepare('UPDATE Quantities SET quantity = 2 WHERE ProductId = 2').run()
    const before = [stock(1), wallet(2), t.shop.docs.orders.count()]
    const response = await checkout(1)
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual({ error: 'We are out of stock! Sorry for the inconvenience.' })
    expect([stock(1), wallet(2), t.shop.docs.orders.count()]).toEqual(before)
    expect([stock(2), items(1)]).toEqual([2, 3])
    t.shop.db.prepare('UPDATE Quantities SET quantity = 3 WHERE ProductId = 2').run()
    await placed(await checkout(1))
    expect(stock(2)).toBe(0)
  })

  it('answers 500 for a basket that does not exist', async () => {
    const response = await checkout(42)
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('Error: Basket with id=42 does not exist.')
  })

  it('refuses an empty basket', async () => {
    await placed(await checkout(2))
    const again = await checkout(2)
    expect(again.status).toBe(400)
    expect(await readJson(again)).toEqual({ error: 'Your basket is empty.' })
    expect(t.shop.docs.orders.count()).toBe(4)
  })

  it('charges delivery, at deluxe prices for deluxe members', async () => {
    const orderId = await placed(await checkout(2, { orderDetails: { deliveryMethodId: 1 } }))
    expect(orderOf(orderId)).toMatchObject({ totalPrice: 10.97, deliveryPrice: 0.99, eta: '1' })
    const ciso = await t.login(
      'ciso@juice-sh.op',
      'mDLx?94T~1CfVfZMzw@sJ9f?s3L6lbMqE70FfI8^54jbNikY5fymx7c!YbJb',
    )
    const deluxeOrder = await placed(await checkout(1, { orderDetails: { deliveryMethodId: '1' } }, ciso))
    expect(orderOf(deluxeOrder)).toMatchObject({ deliveryPrice: 0.5, totalPrice: 18.94 })
  })

  it('delivers for free in five days when the delivery method is unknown', async () => {
    const orderId = await placed(await checkout(2, { orderDetails: { deliveryMethodId: '4711' } }))
    expect(orderOf(orderId)).toMatchObject({ deliveryPrice: 0, eta: '5' })
  })

  it('applies a coupon stored on the basket', async () => {
    await t.request(`/rest/basket/2/coupon/${encodeURIComponent(encodeCoupon(10, new Date()))}`, {
      method: 'PUT',
      headers: bearer(jim),
    })
    const orderId = await placed(await checkout(2))
    expect(orderOf(orderId)).toMatchObject({ promotionalAmount: '1', totalPrice: 8.98 })
    expect(row('SELECT coupon FROM Baskets WHERE id = 2').coupon).toBeNull()
  })

  it('applies a campaign named in couponData, unless the basket holds a valid coupon', async () => {
    const couponData = Buffer.from('ORANGE2020-1588546800000').toString('base64')
    const orderId = await placed(await checkout(2, { couponData }))
    expect(orderOf(orderId)).toMatchObject({ promotionalAmount: '4.99', totalPrice: 4.99 })
    t.shop.db.prepare('UPDATE Baskets SET coupon = ? WHERE id = 1').run(encodeCoupon(5, new Date()))
    const withCoupon = await placed(await checkout(1, { couponData }))
    expect(orderOf(withCoupon)).toMatchObject({ promotionalAmount: '1.1' })
  })

  it.each(['bm90IGEgY291cG9u', 'V01OU0RZMjAxOS0xNTUxOTk5NjAwMDAx', 42, { code: 'WMNSDY2019' }, '%%%'])(
    'refuses the couponData %j without changing anything',
    async (couponData) => {
      const before = stock(4)
      const response = await checkout(2, { couponData })
      expect(response.status).toBe(400)
      expect(await readJson(response)).toEqual({ error: 'Invalid coupon.' })
      expect(stock(4)).toBe(before)
      expect(items(2)).toBe(1)
    },
  )

  it('pays from the wallet when it holds enough', async () => {
    const orderId = await placed(await checkout(2, { orderDetails: { paymentId: 'wallet' } }))
    expect(orderOf(orderId)?.paymentId).toBe('wallet')
    expect(wallet(2)).toBe(100 - 9.98)
  })

  it('answers 500 "Insufficient wallet balance." and changes nothing when it does not', async () => {
    const before = { stock: stock(1), wallet: wallet(2), orders: t.shop.docs.orders.count() }
    t.shop.db.prepare('UPDATE BasketItems SET quantity = 5 WHERE id = 1').run()
    t.shop.db.prepare('UPDATE Wallets SET balance = 1 WHERE UserId = 2').run()
    const response = await checkout(1, { orderDetails: { paymentId: 'wallet' } })
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('Insufficient wallet balance.')
    expect({ stock: stock(1), wallet: wallet(2), orders: t.shop.docs.orders.count() }).toEqual({
      ...before,
      wallet: 1,
    })
    expect(items(1)).toBe(3)
  })

  it('accepts only own cards and addresses', async () => {
    const foreignCard = await checkout(2, { orderDetails: { paymentId: '1' } })
    expect(foreignCard.status).toBe(402)
    expect(await readJson(foreignCard)).toEqual({ status: 'error', message: 'Payment not accepted.' })
    expect((await checkout(2, { orderDetails: { addressId: '1' } })).status).toBe(400)
    const own = await placed(
      await checkout(2, { orderDetails: { paymentId: '5', addressId: '4', deliveryMethodId: '3' } }),
    )
    expect(orderOf(own)).toMatchObject({ paymentId: '5', addressId: '4' })
  })

  it.each([
    { orderDetails: 'wallet' },
    { orderDetails: [1] },
    { orderDetails: { paymentId: { $ne: 1 } } },
    { orderDetails: { addressId: [4] } },
  ])('answers 400 for the malformed body %j', async (body) => {
    expect((await checkout(2, body)).status).toBe(400)
    expect(items(2)).toBe(1)
  })

  it('orders a retired product by its id and computes negative totals (Christmas and negativeOrder holes)', async () => {
    await t.request(
      '/api/BasketItems',
      sendJson('POST', { BasketId: 2, ProductId: 10, quantity: -100 }, bearer(jim)),
    )
    const orderId = await placed(await checkout(2, { orderDetails: { paymentId: 'wallet' } }))
    expect(orderOf(orderId)).toMatchObject({ totalPrice: 9.98 - 2999 })
    expect(wallet(2)).toBeCloseTo(100 + 2989.02 - 300, 2)
  })

  it('rolls everything back when the order cannot be stored', async () => {
    vi.spyOn(t.shop.docs.orders, 'insert').mockImplementation(() => {
      throw new Error('order store unavailable')
    })
    const before = stock(4)
    const response = await checkout(2)
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('order store unavailable')
    expect([stock(4), items(2), wallet(2)]).toEqual([before, 1, 100])
  })

  it('still answers the order when its PDF cannot be written', async () => {
    const files = t.shop.files as { ftp: string }
    const ftp = files.ftp
    files.ftp = path.join(ftp, 'no', 'such', 'folder')
    try {
      const orderId = await placed(await checkout(2))
      expect(orderOf(orderId)).toBeDefined()
      expect(existsSync(path.join(ftp, `order_${orderId}.pdf`))).toBe(false)
    } finally {
      files.ftp = ftp
    }
  })

  it('places one order when the same basket is checked out twice at once', async () => {
    const before = { stock: stock(1), wallet: wallet(2), orders: t.shop.docs.orders.count() }
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(1)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400])
    expect(stock(1)).toBe(Number(before.stock) - 2)
    expect(wallet(2)).toBe(Number(before.wallet) + 1)
    expect(t.shop.docs.orders.count()).toBe(before.orders + 1)
  })

  it('sells the last pieces once when two baskets are checked out at once', async () => {
    t.shop.db.prepare('UPDATE Quantities SET quantity = 2 WHERE ProductId = 4').run()
    const answers = await Promise.all([checkout(2), checkout(4)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    expect(stock(4)).toBe(0)
  })

  it("shows a placed order in the customer's history, data export and tracking", async () => {
    const amy = await t.login('amy@juice-sh.op', 'K1f.....................')
    const orderId = await placed(await checkout(4, { orderDetails: { deliveryMethodId: '2' } }, amy))
    const history = await readJson<{ data: Json[] }>(
      await t.request('/rest/order-history', { headers: bearer(amy) }),
    )
    expect(history.data.map((order) => order.orderId)).toEqual([orderId])
    const exported = await readJson<{ userData: string }>(
      await t.request('/rest/user/data-export', sendJson('POST', {}, bearer(amy))),
    )
    const product = { quantity: 2, name: 'Raspberry Juice (1000ml)', price: 4.99, total: 9.98, bonus: 0 }
    expect((JSON.parse(exported.userData) as { orders: Json[] }).orders[0]).toMatchObject({
      totalPrice: 10.48,
      bonus: 0,
      products: [product],
    })
    const tracked = await readJson<{ data: Json[] }>(await t.request(`/rest/track-order/${orderId}`))
    expect(tracked.data[0]).toMatchObject({ orderId, promotionalAmount: '0', deliveryPrice: 0.5, eta: '3' })
  })
})
