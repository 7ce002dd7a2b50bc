import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config/loader.js'
import { findUserById } from '../../modules/users/users.repository.js'
import { paths } from '../../platform/paths.js'
import { createShop, type Shop } from '../shop.js'

type Row = Record<string, unknown>

const newShop = (overrides: Record<string, unknown> = {}): Shop =>
  createShop({ config: loadConfig({ configDir: paths.configDir, env: {}, overrides }), env: {} })

/** The reference's seeded users: email, role, username, MD5 of the password, wallet balance. */
const users: [string, string, string, string, number][] = [
  ['admin@juice-sh.op', 'admin', '', '0192023a7bbd73250516f069df18b500', 0],
  ['jim@juice-sh.op', 'customer', '', 'e541ca7ecf72b8d1286474fc613e5e45', 100],
  ['bender@juice-sh.op', 'customer', '', '0c36e517e3fa95aabf1bbffc6744a4ef', 0],
  ['bjoern.kimminich@gmail.com', 'admin', 'bkimminich', '6edd9d726cbdc873c539e41ae8757b8c', 0],
  ['ciso@juice-sh.op', 'deluxe', '', '861917d5fa5f1172f931dc700d81a8fb', 0],
  ['support@juice-sh.op', 'admin', '', '3869433d74e3d0c86fd25562f836bc82', 0],
  ['morty@juice-sh.op', 'customer', '', 'f2f933d0bb0ba057bc8e33b8ebd6d9e8', 100],
  ['mc.safesearch@juice-sh.op', 'customer', '', 'b03f4b0ba8b458fa0acdc02cdb953bc8', 13337],
  ['J12934@juice-sh.op', 'admin', '', '3c2abc04e4a6ea8f1327d0aae3714b7d', 0],
  ['wurstbrot@juice-sh.op', 'admin', 'wurstbrot', '9ad5b0492bbe528583e128d2a8941de4', 0],
  ['amy@juice-sh.op', 'customer', '', '030f05e45e30710c3ad3c32f00de0473', 48],
  ['bjoern@juice-sh.op', 'admin', '', '7f311911af16fa8f418dd1a3051d6810', 0],
  ['bjoern@owasp.org', 'deluxe', '', '9283f1b2e9669749081963be0462e466', 0],
  ['chris.pike@juice-sh.op', 'customer', '', '10a783b9ed19ea1c67c3a27699f0095b', 0],
  ['accountant@juice-sh.op', 'accounting', '', '963e10f92a70b4b463220cb4c5d636dc', 0],
  ['uvogin@juice-sh.op', 'customer', '', '05f92148b4b60f7dacd04cceebb8f1af', 100],
  ['demo', 'customer', '', 'fe01ce2a7fbac8fafaed7c982a04e229', 200],
  ['john@juice-sh.op', 'customer', 'j0hNny', '00479e957b6b42c459ee5746478e4d45', 0],
  ['emma@juice-sh.op', 'customer', 'E=ma²', '402f1c4a75e316afec5a6ea63147f739', 0],
  ['stan@juice-sh.op', 'deluxe', 'SmilinStan', 'e9048a3f43dd5e094ef733f3bd88ea64', 0],
  ['ethereum@juice-sh.op', 'deluxe', 'evmrox', '2c17c6393771ee3048ae34d6b380c5ec', 0],
  ['testing@juice-sh.op', 'admin', '', 'b616a64605a07941fbd31868aea3b54b', 0],
  ['basil@juice-sh.op', 'customer', '', '1d75226504523f04d2b239a7fb2990fd', 2],
]

const profileImages: Record<number, string> = { 12: '12.png', 13: '13.jpg', 20: '20.jpg' }

describe('seeded users', () => {
  let shop: Shop
  let rows: Row[]
  beforeAll(() => {
    shop = newShop()
    rows = shop.db.prepare('SELECT * FROM Users ORDER BY id').all() as Row[]
  })
  afterAll(() => shop.close())

  it('creates the 23 users of the table in order', () => {
    expect(rows.map((row) => row.id)).toEqual(users.map((_user, index) => index + 1))
    expect(rows.map((row) => row.email)).toEqual(users.map(([email]) => email))
  })

  it('stores role, username and the unsalted MD5 password', () => {
    expect(rows.map((row) => [row.role, row.username, row.password])).toEqual(
      users.map(([, role, username, md5]) => [role, username, md5]),
    )
    expect(rows[0]?.password).toBe('0192023a7bbd73250516f069df18b500')
  })

  it('gives admins defaultAdmin.png, the named users their own image and everyone else default.svg', () => {
    for (const row of rows) {
      const id = Number(row.id)
      const file = profileImages[id] ?? (row.role === 'admin' ? 'defaultAdmin.png' : 'default.svg')
      expect(row.profileImage, `user ${id}`).toBe(`assets/public/images/uploads/${file}`)
    }
  })

  it('soft-deletes only user 14 (chris.pike)', () => {
    expect(rows.filter((row) => row.deletedAt !== null).map((row) => row.id)).toEqual([14])
  })

  it('leaves lastLoginIp empty except for the accountant', () => {
    expect(rows.filter((row) => row.lastLoginIp !== '').map((row) => [row.id, row.lastLoginIp])).toEqual([
      [15, '123.456.789'],
    ])
  })

  it('gives only wurstbrot a TOTP secret', () => {
    expect(rows.filter((row) => row.totpSecret !== '').map((row) => [row.id, row.totpSecret])).toEqual([
      [10, 'IFTXE3SPOEYVURT2MRYGI52TKJ4HC3KH'],
    ])
  })

  it('gives deluxe users a 64-hex deluxe token and nobody else one', () => {
    for (const row of rows) {
      if (row.role === 'deluxe') expect(row.deluxeToken, `user ${String(row.id)}`).toMatch(/^[0-9a-f]{64}$/)
      else expect(row.deluxeToken, `user ${String(row.id)}`).toBe('')
    }
    expect(rows.filter((row) => row.role === 'deluxe').map((row) => row.id)).toEqual([5, 13, 20, 21])
  })

  it('marks every user active', () => {
    expect(rows.every((row) => row.isActive === 1)).toBe(true)
  })

  it('stores 21 security answers as HMAC-SHA256 in seeding order', () => {
    const answers = shop.db.prepare('SELECT * FROM SecurityAnswers ORDER BY id').all() as Row[]
    expect(answers.map((answer) => answer.UserId)).toEqual([
      1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 21, 23, 18, 19,
    ])
    const jim = answers.find((answer) => answer.UserId === 2)
    expect(jim).toMatchObject({
      SecurityQuestionId: 1,
      answer: 'd2425fd880e7f38c5b091a2aa32c89e7de94f0aee517ba8a6025e1287acefade',
    })
    expect(answers.find((answer) => answer.UserId === 18)?.SecurityQuestionId).toBe(14)
    expect(answers.find((answer) => answer.UserId === 19)?.SecurityQuestionId).toBe(10)
  })

  it('seeds the 14 security questions', () => {
    const questions = shop.db.prepare('SELECT * FROM SecurityQuestions ORDER BY id').all() as Row[]
    expect(questions).toHaveLength(14)
    expect(questions[0]?.question).toBe('Your eldest siblings middle name?')
    expect(questions[13]?.question).toBe("What's your favorite place to go hiking?")
  })

  it('creates one wallet per user with the balances of the table', () => {
    const wallets = shop.db.prepare('SELECT * FROM Wallets ORDER BY id').all() as Row[]
    expect(wallets.map((wallet) => [wallet.id, wallet.UserId, wallet.balance])).toEqual(
      users.map(([, , , , balance], index) => [index + 1, index + 1, balance]),
    )
  })

  it('creates no random fake users by default', () => {
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM Users').get()).toEqual({ n: 23 })
  })
})

describe('seeding with a configured application.domain', () => {
  let shop: Shop
  beforeAll(() => {
    shop = newShop({ application: { domain: 'shop.example' } })
  })
  afterAll(() => shop.close())

  it('puts the domain into seeded emails except the users with their own domain', () => {
    const emails = (shop.db.prepare('SELECT email FROM Users ORDER BY id').all() as { email: string }[]).map(
      (row) => row.email,
    )
    expect(emails[0]).toBe('admin@shop.example')
    expect(emails[3]).toBe('bjoern.kimminich@gmail.com')
    expect(emails[12]).toBe('bjoern@owasp.org')
    expect(emails[16]).toBe('demo')
    expect(emails.filter((email) => email.includes('juice-sh.op'))).toEqual([])
  })

  it('uses the configured domain in feedback suffixes and review authors', () => {
    const feedback = shop.db.prepare('SELECT comment FROM Feedbacks WHERE id = 1').get() as {
      comment: string
    }
    expect(feedback.comment.endsWith(' (***in@shop.example)')).toBe(true)
    const authors = shop.docs.posts.find({}).map((post) => post.author)
    expect(authors).toContain('jim@shop.example')
    expect(authors.filter((author) => String(author).includes('juice-sh.op'))).toEqual([])
  })
})

describe('random fake users', () => {
  it('adds application.numberOfRandomFakeUsers users after the seeded ones, without wallets', () => {
    const shop = newShop({ application: { numberOfRandomFakeUsers: 3 } })
    try {
      const fakes = shop.db.prepare('SELECT * FROM Users WHERE id > 23 ORDER BY id').all() as Row[]
      expect(fakes.map((row) => row.id)).toEqual([24, 25, 26])
      for (const fake of fakes) {
        expect(fake.email).toMatch(/^[a-z0-9]{5}@[a-z0-9]{4}\.[a-z0-9]{2}$/)
        expect(fake.password).toMatch(/^[0-9a-f]{32}$/)
        expect(fake.role).toBe('customer')
      }
      expect(shop.db.prepare('SELECT COUNT(*) AS n FROM Wallets WHERE UserId > 23').get()).toEqual({ n: 0 })
    } finally {
      shop.close()
    }
  })
})

describe('Shop.reset', () => {
  it('restores the seeded data and keeps solved challenges', () => {
    const shop = newShop()
    try {
      shop.db.prepare("UPDATE Users SET email = 'changed@example.com' WHERE id = 1").run()
      shop.db.prepare('DELETE FROM BasketItems').run()
      shop.db
        .prepare("INSERT INTO Feedbacks (comment, rating, createdAt, updatedAt) VALUES ('x', 1, '', '')")
        .run()
      shop.docs.posts.remove({})
      shop.docs.orders.insert({ orderId: 'extra' })
      expect(shop.engine.solve('scoreBoardChallenge', { summary: 'test' })).toBe(true)

      shop.reset()

      expect(shop.db.prepare('SELECT email FROM Users WHERE id = 1').get()).toEqual({
        email: 'admin@juice-sh.op',
      })
      expect(shop.db.prepare('SELECT COUNT(*) AS n FROM BasketItems').get()).toEqual({ n: 8 })
      expect(shop.db.prepare('SELECT COUNT(*) AS n FROM Feedbacks').get()).toEqual({ n: 8 })
      expect(shop.docs.posts.count()).toBe(29)
      expect(shop.docs.orders.count()).toBe(3)
      expect(shop.engine.isSolved('scoreBoardChallenge')).toBe(true)
      expect(shop.engine.isSolved('loginAdminChallenge')).toBe(false)
    } finally {
      shop.close()
    }
  })

  it('forgets the authenticated-users list', () => {
    const shop = newShop()
    try {
      const admin = findUserById(shop.db, 1)
      if (!admin) throw new Error('admin missing')
      shop.sessions.put('some-token', { data: admin })
      shop.reset()
      expect(shop.sessions.has('some-token')).toBe(false)
    } finally {
      shop.close()
    }
  })
})
