import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
let jim: string
let ciso: string
const json = (token: string | undefined, method: string, body?: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
})

beforeAll(async () => {
  t = await startTestShop()
  jim = await t.login('jim@juice-sh.op', 'ncc-1701')
  ciso = await t.login('ciso@juice-sh.op', 'mDLx?94T~1CfVfZMzw@sJ9f?s3L6lbMqE70FfI8^54jbNikY5fymx7c!YbJb')
})
afterAll(() => t.close())

describe('/api/Addresss', () => {
  const address = {
    fullName: 'Jim',
    mobileNum: '9800000000',
    zipCode: 'NX 101',
    streetAddress: 'Bakers Street',
    city: 'NYC',
    state: 'NY',
    country: 'USA',
  }

  it('requires a logged-in user', async () => {
    expect((await t.request('/api/Addresss')).status).toBe(401)
    expect((await t.request('/api/Addresss', json(undefined, 'POST', address))).status).toBe(401)
  })

  it("lists only the caller's addresses", async () => {
    const body = (await (await t.request('/api/Addresss', json(jim, 'GET'))).json()) as {
      data: { UserId: number }[]
    }
    expect(body.data.map((a) => a.UserId)).toEqual([2, 2])
  })

  it('creates, reads, updates and deletes an own address, validating zip code and mobile number', async () => {
    const created = await t.request('/api/Addresss', json(jim, 'POST', address))
    expect(created.status).toBe(201)
    const { data } = (await created.json()) as { data: { id: number; UserId: number } }
    expect(data.UserId).toBe(2)
    expect(
      (await t.request('/api/Addresss', json(jim, 'POST', { ...address, zipCode: 'NX 10111111' }))).status,
    ).toBe(400)
    expect(
      (await t.request('/api/Addresss', json(jim, 'POST', { ...address, mobileNum: '10000000000' }))).status,
    ).toBe(400)
    expect((await t.request(`/api/Addresss/${data.id}`, json(jim, 'GET'))).status).toBe(200)
    const updated = await t.request(`/api/Addresss/${data.id}`, json(jim, 'PUT', { fullName: 'Jimy' }))
    expect(((await updated.json()) as { data: { fullName: string } }).data.fullName).toBe('Jimy')
    expect((await t.request(`/api/Addresss/${data.id}`, json(jim, 'DELETE'))).status).toBe(200)
    const again = await t.request(`/api/Addresss/${data.id}`, json(jim, 'DELETE'))
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ status: 'error', data: 'Malicious activity detected.' })
  })

  it("refuses to show someone else's address", async () => {
    const response = await t.request('/api/Addresss/1', json(jim, 'GET'))
    expect(response.status).toBe(400)
  })
})

describe('/api/Cards', () => {
  it("lists the caller's cards with masked numbers", async () => {
    const body = (await (await t.request('/api/Cards', json(jim, 'GET'))).json()) as {
      data: { cardNum: string }[]
    }
    expect(body.data).toHaveLength(1)
    expect(body.data[0]?.cardNum).toBe('************8705')
  })

  it('validates card numbers and expiry years', async () => {
    const card = { fullName: 'Jim', cardNum: 4716190207394368, expMonth: 2, expYear: 2085 }
    expect((await t.request('/api/Cards', json(jim, 'POST', card))).status).toBe(201)
    expect((await t.request('/api/Cards', json(jim, 'POST', { ...card, expYear: 2079 }))).status).toBe(400)
    expect((await t.request('/api/Cards', json(jim, 'POST', { ...card, cardNum: 123 }))).status).toBe(400)
  })

  it("refuses someone else's card", async () => {
    const response = await t.request('/api/Cards/1', json(jim, 'GET'))
    expect(await response.json()).toEqual({ status: 'error', data: 'Malicious activity detected' })
  })

  it('does not change cards: PUT answers 401 like the reference, and the card stays', async () => {
    const before = (await (await t.request('/api/Cards', json(jim, 'GET'))).json()) as { data: unknown[] }
    const [first] = before.data as { id: number }[]
    const response = await t.request(`/api/Cards/${first!.id}`, json(jim, 'PUT', { fullName: 'Changed' }))
    expect(response.status).toBe(401)
    expect(await (await t.request('/api/Cards', json(jim, 'GET'))).json()).toEqual(before)
  })
})

describe('/api/Deliverys', () => {
  it('lists the three methods at normal prices for customers', async () => {
    const body = (await (await t.request('/api/Deliverys', json(jim, 'GET'))).json()) as { data: unknown[] }
    expect(body.data).toHaveLength(3)
    expect(body.data[0]).toEqual({
      id: 1,
      name: 'One Day Delivery',
      price: 0.99,
      eta: 1,
      icon: 'fas fa-rocket',
    })
  })

  it('shows deluxe prices to deluxe members and rejects unknown ids', async () => {
    const body = (await (await t.request('/api/Deliverys/2', json(ciso, 'GET'))).json()) as {
      data: { price: number }
    }
    expect(body.data.price).toBe(0)
    expect((await t.request('/api/Deliverys/999999', json(jim, 'GET'))).status).toBe(400)
  })
})

describe('/api/Recycles', () => {
  it('does not list all recycling requests', async () => {
    expect(await (await t.request('/api/Recycles')).json()).toEqual({
      status: 'success',
      data: { err: 'Sorry, this endpoint is not supported.' },
    })
  })

  it('reads one or several requests by id', async () => {
    const one = (await (await t.request('/api/Recycles/1')).json()) as { data: { quantity: number }[] }
    expect(one.data[0]?.quantity).toBe(800)
    const two = (await (await t.request('/api/Recycles/[1,2]')).json()) as { data: unknown[] }
    expect(two.data).toHaveLength(2)
    expect(await (await t.request('/api/Recycles/nope')).text()).toBe(
      'Error fetching recycled items. Please try again',
    )
  })
})
