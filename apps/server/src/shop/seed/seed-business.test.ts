import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config/loader.js'
import { paths } from '../../platform/paths.js'
import { createShop, type Shop } from '../shop.js'

type Row = Record<string, unknown>

let shop: Shop
const all = (sql: string): Row[] => shop.db.prepare(sql).all() as Row[]

beforeAll(() => {
  shop = createShop({ config: loadConfig({ configDir: paths.configDir, env: {} }), env: {} })
})
afterAll(() => shop.close())

describe('seeded orders', () => {
  it('stores the three seeded orders with masked emails and totals', () => {
    const orders = shop.docs.orders.find({})
    expect(orders.map((order) => [order.email, order.totalPrice, order.bonus, order.delivered])).toEqual([
      ['*dm*n@j**c*-sh.*p', 8.96, 0, false],
      ['*dm*n@j**c*-sh.*p', 26.97, 3, true],
      ['d*m*', 30.92, 0, true],
    ])
  })

  it('derives order ids from the MD5 of the customer email plus 16 random hex characters', () => {
    const ids = shop.docs.orders.find({}).map((order) => String(order.orderId))
    expect(ids[0]).toMatch(/^5267-[0-9a-f]{16}$/)
    expect(ids[1]).toMatch(/^5267-[0-9a-f]{16}$/)
    expect(ids[2]).toMatch(/^fe01-[0-9a-f]{16}$/)
    expect(new Set(ids).size).toBe(3)
  })

  it('lists the ordered products without ids, with line totals and bonus', () => {
    const [first, second, third] = shop.docs.orders.find({})
    expect(first?.products).toEqual([
      { quantity: 3, name: 'Apple Juice (1000ml)', price: 1.99, total: 5.97, bonus: 0 },
      { quantity: 1, name: 'Orange Juice (1000ml)', price: 2.99, total: 2.99, bonus: 0 },
    ])
    expect(second?.products).toEqual([
      { quantity: 3, name: 'Eggfruit Juice (500ml)', price: 8.99, total: 26.97, bonus: 3 },
    ])
    expect(third?.products).toEqual([
      { quantity: 3, name: 'Apple Juice (1000ml)', price: 1.99, total: 5.97, bonus: 0 },
      { quantity: 5, name: 'Raspberry Juice (1000ml)', price: 4.99, total: 24.95, bonus: 0 },
    ])
  })

  it('gives the first order a random eta of 1 to 5 days and the delivered ones "0"', () => {
    const etas = shop.docs.orders.find({}).map((order) => order.eta)
    expect(['1', '2', '3', '4', '5']).toContain(etas[0])
    expect(etas.slice(1)).toEqual(['0', '0'])
  })
})

describe('seeded feedback and complaints', () => {
  it('stores 8 feedbacks with their authors, ratings and the masked author suffix', () => {
    const feedbacks = all('SELECT * FROM Feedbacks ORDER BY id')
    expect(feedbacks.map((feedback) => [feedback.id, feedback.UserId, feedback.rating])).toEqual([
      [1, 1, 5],
      [2, 2, 4],
      [3, 3, 1],
      [4, 21, 1],
      [5, null, 2],
      [6, null, 4],
      [7, null, 4],
      [8, null, 3],
    ])
    const suffixes = [
      ' (***in@juice-sh.op)',
      ' (***@juice-sh.op)',
      ' (***der@juice-sh.op)',
      ' (***ereum@juice-sh.op)',
      ' (anonymous)',
      ' (anonymous)',
      ' (anonymous)',
      ' (anonymous)',
    ]
    feedbacks.forEach((feedback, index) => {
      expect(String(feedback.comment).endsWith(suffixes[index]!), `feedback ${index + 1}`).toBe(true)
    })
  })

  it('leaks the NFT wallet facts in feedback 4', () => {
    const [feedback] = all('SELECT comment FROM Feedbacks WHERE id = 4')
    expect(feedback?.comment).toContain('/juicy-nft')
    expect(feedback?.comment).toContain(
      '"purpose betray marriage blame crunch monitor spin slide donate sport lift clutch"',
    )
  })

  it('has exactly one five-star feedback', () => {
    expect(all('SELECT id FROM Feedbacks WHERE rating = 5')).toEqual([{ id: 1 }])
  })

  it('stores one complaint by bender without a file', () => {
    expect(all('SELECT id, UserId, file FROM Complaints')).toEqual([{ id: 1, UserId: 3, file: null }])
  })
})

describe('seeded recycling requests', () => {
  it('stores the 9 seeded pick-up requests', () => {
    expect(all('SELECT id, UserId, AddressId, quantity, isPickup, date FROM Recycles ORDER BY id')).toEqual(
      [
        [2, 4, 800, '2270-01-17'],
        [3, 6, 1320, '2006-01-14'],
        [4, 1, 120, '2018-04-16'],
        [1, 3, 300, '2018-01-17'],
        [4, 1, 350, '2018-03-17'],
        [3, 6, 200, '2018-07-17'],
        [4, 1, 140, '2018-03-19'],
        [1, 3, 150, '2018-05-12'],
        [16, 2, 500, '2019-02-18'],
      ].map(([UserId, AddressId, quantity, date], index) => ({
        id: index + 1,
        UserId,
        AddressId,
        quantity,
        isPickup: 1,
        date,
      })),
    )
  })
})

describe('seeded addresses and cards', () => {
  it('stores the 6 addresses on the right users', () => {
    const addresses = all('SELECT * FROM Addresses ORDER BY id')
    expect(
      addresses.map((address) => [address.UserId, address.fullName, address.mobileNum, address.zipCode]),
    ).toEqual([
      [4, 'Bjoern Kimminich', 4917000001, '25436'],
      [17, 'Tim Tester', 4917000000, '12345'],
      [1, 'Administrator', 1234567890, '4711'],
      [2, 'Jim', 523423432, '1701'],
      [2, 'Sam', 1000000783, 'GSK783'],
      [3, 'Bender', 797675345, '10001'],
    ])
    expect(addresses[3]).toMatchObject({
      streetAddress: 'Room 3F 121',
      city: 'Deck 5',
      state: 'USS Enterprise',
      country: 'Space',
    })
  })

  it('stores the 6 cards on the right users', () => {
    expect(all('SELECT UserId, fullName, cardNum, expMonth, expYear FROM Cards ORDER BY id')).toEqual([
      { UserId: 4, fullName: 'Bjoern Kimminich', cardNum: 4815205605542754, expMonth: 12, expYear: 2092 },
      { UserId: 17, fullName: 'Tim Tester', cardNum: 1234567812345678, expMonth: 12, expYear: 2099 },
      { UserId: 1, fullName: 'Administrator', cardNum: 4716190207394368, expMonth: 2, expYear: 2081 },
      { UserId: 1, fullName: 'Administrator', cardNum: 4024007105648108, expMonth: 4, expYear: 2086 },
      { UserId: 2, fullName: 'Jim', cardNum: 5107891722278705, expMonth: 11, expYear: 2099 },
      { UserId: 3, fullName: 'Bender', cardNum: 4716943969046208, expMonth: 2, expYear: 2081 },
    ])
  })
})

describe('seeded baskets', () => {
  it('gives baskets 1–5 to admin, jim, bender, amy and uvogin without coupons', () => {
    expect(all('SELECT id, UserId, coupon FROM Baskets ORDER BY id')).toEqual(
      [1, 2, 3, 11, 16].map((UserId, index) => ({ id: index + 1, UserId, coupon: null })),
    )
  })

  it('fills them with the 8 seeded items', () => {
    expect(all('SELECT id, BasketId, ProductId, quantity FROM BasketItems ORDER BY id')).toEqual(
      [
        [1, 1, 2],
        [1, 2, 3],
        [1, 3, 1],
        [2, 4, 2],
        [3, 4, 1],
        [4, 4, 2],
        [5, 3, 5],
        [5, 4, 2],
      ].map(([BasketId, ProductId, quantity], index) => ({ id: index + 1, BasketId, ProductId, quantity })),
    )
  })
})

describe('seeded deliveries', () => {
  it('stores the three delivery methods', () => {
    expect(all('SELECT id, name, price, deluxePrice, eta, icon FROM Deliveries ORDER BY id')).toEqual([
      { id: 1, name: 'One Day Delivery', price: 0.99, deluxePrice: 0.5, eta: 1, icon: 'fas fa-rocket' },
      { id: 2, name: 'Fast Delivery', price: 0.5, deluxePrice: 0, eta: 3, icon: 'fas fa-shipping-fast' },
      { id: 3, name: 'Standard Delivery', price: 0, deluxePrice: 0, eta: 5, icon: 'fas fa-truck' },
    ])
  })
})

describe('seeded memories', () => {
  it('stores 10 memories with their owners', () => {
    const memories = all('SELECT * FROM Memories ORDER BY id')
    expect(memories.map((memory) => memory.UserId)).toEqual([13, 4, 4, 21, 13, 13, 13, 13, 18, 19])
    for (const memory of memories)
      expect(String(memory.imagePath)).toMatch(/^assets\/public\/images\/uploads\//)
  })

  it('keeps the broken-encoding file name and the geo-stalking photos', () => {
    const memories = all('SELECT caption, imagePath FROM Memories ORDER BY id')
    expect(memories[0]).toEqual({
      caption: '😼 #zatschi #whoneedsfourlegs',
      imagePath: 'assets/public/images/uploads/ᓚᘏᗢ-#zatschi-#whoneedsfourlegs-1572600969477.jpg',
    })
    expect(memories[3]?.caption).toContain('/#/bee-haven')
    expect(memories[8]?.imagePath).toBe('assets/public/images/uploads/favorite-hiking-place.png')
    expect(memories[9]?.imagePath).toBe('assets/public/images/uploads/IMG_4253.jpg')
  })
})
