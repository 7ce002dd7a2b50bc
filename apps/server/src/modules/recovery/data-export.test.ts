import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { signToken } from '../../platform/auth/jwt.js'
import { nowIso } from '../../shop/database.js'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})
afterEach(() => {
  vi.restoreAllMocks()
})

const bjoern = { email: 'bjoern.kimminich@gmail.com', password: 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=' }
const exportData = (token: string, body: unknown = {}) =>
  t.request('/rest/user/data-export', sendJson('POST', body, bearer(token)))
const requestCaptcha = (token: string) => t.request('/rest/image-captcha/', { headers: bearer(token) })

interface Export {
  username: string
  email: string
  orders: Json[]
  reviews: Json[]
  memories: { imageUrl: string; caption: string }[]
}

async function exported(response: Response): Promise<Export> {
  expect(response.status).toBe(200)
  const body = await readJson<{ userData: string; confirmation: string }>(response)
  expect(body.confirmation).toBe('Your data export will open in a new Browser window.')
  const data = JSON.parse(body.userData) as Export
  expect(body.userData).toBe(JSON.stringify(data, null, 2))
  return data
}

describe('GET /rest/image-captcha', () => {
  it('issues a stored five-character SVG captcha to a logged-in user', async () => {
    const token = await t.login('uvogin@juice-sh.op', 'muda-muda > ora-ora')
    const response = await requestCaptcha(token)
    expect(response.status).toBe(200)
    const captcha = await readJson<{ image: string; answer: string; UserId: number }>(response)
    expect(captcha.image).toMatch(/^<svg[\s\S]*<\/svg>$/)
    expect(captcha.answer).toHaveLength(5)
    expect(captcha.UserId).toBe(16)
    const stored = t.shop.db.prepare('SELECT * FROM ImageCaptchas WHERE UserId = 16').all() as Json[]
    expect(stored.at(-1)).toMatchObject({ answer: captcha.answer, image: captcha.image })
  })

  it('refuses anonymous callers', async () => {
    const anonymous: Record<string, string>[] = [{}, { Authorization: 'Bearer not-a-valid-token' }]
    for (const headers of anonymous) {
      const response = await t.request('/rest/image-captcha', { headers })
      expect(response.status).toBe(401)
      expect(await response.text()).toBe('You need to be logged in to request a CAPTCHA.')
    }
  })

  it('answers 400 when the captcha cannot be stored for the session user', async () => {
    const stranger = signToken({ data: { id: 4711, email: 'stranger@example.com' } })
    const response = await requestCaptcha(stranger)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('Unable to create CAPTCHA. Please try again.')
  })
})

describe('POST /rest/user/data-export', () => {
  it('refuses callers without a session', async () => {
    for (const authorization of [undefined, 'Bearer not-a-valid-token', 'Bearer ']) {
      const headers: Record<string, string> =
        authorization === undefined ? {} : { Authorization: authorization }
      const response = await t.request('/rest/user/data-export', sendJson('POST', {}, headers))
      expect(response.status).toBe(401)
    }
  })

  it("exports the user's name, email and memories as indented JSON text", async () => {
    const token = await t.login(bjoern.email, bjoern.password)
    const data = await exported(await exportData(token, { format: '1' }))
    expect(data).toMatchObject({ username: 'bkimminich', email: bjoern.email, orders: [] })
    expect(data.memories.map((memory) => memory.caption)).toEqual([
      'Magn(et)ificent!',
      'My rare collectors item! [̲̅$̲̅(̲̅ ͡° ͜ʖ ͡°̲̅)̲̅$̲̅]',
    ])
    expect(data.memories[0]?.imageUrl).toBe(
      `${t.url}/assets/public/images/uploads/magn(et)ificent!-1571814229653.jpg`,
    )
    await exported(await exportData(token))
  })

  it("exports the user's reviews and newly added memories", async () => {
    const now = nowIso()
    t.shop.db
      .prepare(
        'INSERT INTO Memories (UserId, caption, imagePath, createdAt, updatedAt) VALUES (2, ?, ?, ?, ?)',
      )
      .run('Valid Image', 'assets/public/images/uploads/valid-image-1.jpg', now, now)
    const data = await exported(await exportData(await t.login('jim@juice-sh.op', 'ncc-1701'), { format: 1 }))
    const seeded = t.shop.docs.posts.find({ author: 'jim@juice-sh.op' })
    expect(data.reviews).toHaveLength(seeded.length)
    expect(data.reviews[0]).toEqual({
      message: seeded[0]?.message,
      author: 'jim@juice-sh.op',
      productId: 20,
      likesCount: 0,
      likedBy: [],
    })
    expect(data.reviews[1]).toMatchObject({ message: seeded[1]?.message, productId: 22 })
    expect(data.memories[0]?.caption).toBe('Valid Image')
    expect(data.memories[0]?.imageUrl).toContain('assets/public/images/uploads/valid-image')
  })

  it("exports the user's orders with id, totals, products, bonus and eta", async () => {
    const product = {
      quantity: 2,
      id: 4,
      name: 'Raspberry Juice (1000ml)',
      price: 4.99,
      total: 9.98,
      bonus: 0,
    }
    const orderId = `${createHash('md5').update('amy@juice-sh.op').digest('hex').slice(0, 4)}-0123456789abcdef`
    t.shop.docs.orders.insert({
      orderId,
      email: '*my@j**c*-sh.*p',
      totalPrice: 9.98,
      bonus: 0,
      products: [product],
      eta: '5',
      delivered: false,
    })
    const data = await exported(
      await exportData(await t.login('amy@juice-sh.op', 'K1f.....................')),
    )
    expect(data.username).toBe('')
    expect(data.orders).toEqual([{ orderId, totalPrice: 9.98, products: [product], bonus: 0, eta: '5' }])
  })

  it('demands the answer of the newest image captcha requested in the last five minutes', async () => {
    const token = await t.login('bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!')
    await exported(await exportData(token, { format: '1' }))
    const older = await readJson<{ answer: string }>(await requestCaptcha(token))
    const newest = await readJson<{ answer: string }>(await requestCaptcha(token))
    for (const answer of ['AAAAAA', undefined, { $ne: '' }, [newest.answer], older.answer]) {
      if (answer === older.answer && older.answer === newest.answer) continue
      const response = await exportData(token, { answer, format: 1 })
      expect(response.status).toBe(401)
      expect(await response.text()).toBe('Wrong answer to CAPTCHA. Please try again.')
    }
    await exported(await exportData(token, { answer: newest.answer, format: 1 }))
  })

  it('forgets captchas older than five minutes', async () => {
    const token = await t.login('mc.safesearch@juice-sh.op', 'Mr. N00dles')
    const sixMinutesAgo = new Date(Date.now() - 6 * 60 * 1000).toISOString()
    t.shop.db
      .prepare(
        'INSERT INTO ImageCaptchas (image, answer, UserId, createdAt, updatedAt) VALUES (?, ?, 8, ?, ?)',
      )
      .run('<svg/>', 'abcde', sixMinutesAgo, sixMinutesAgo)
    await exported(await exportData(token, { format: '1' }))
  })

  it('answers 401 when the captcha lookup fails', async () => {
    const token = await t.login('jim@juice-sh.op', 'ncc-1701')
    const { db } = t.shop
    const prepare = db.prepare.bind(db)
    vi.spyOn(db, 'prepare').mockImplementation((sql: string) => {
      if (sql.includes('ImageCaptchas')) throw new Error('captcha store unavailable')
      return prepare(sql)
    })
    const response = await exportData(token)
    expect(response.status).toBe(401)
    expect(await response.text()).toBe('Something went wrong while submitting CAPTCHA. Please try again.')
  })

  it('shows the error page when a store fails', async () => {
    const token = await t.login('jim@juice-sh.op', 'ncc-1701')
    vi.spyOn(t.shop.docs.orders, 'find').mockImplementation(() => {
      throw new Error('order store unavailable')
    })
    const orders = await exportData(token)
    expect(orders.status).toBe(500)
    expect(await orders.text()).toContain('Error retrieving orders for j*m@j**c*-sh.*p')
    vi.restoreAllMocks()
    vi.spyOn(t.shop.docs.posts, 'find').mockImplementation(() => {
      throw new Error('review store unavailable')
    })
    const reviews = await exportData(token)
    expect(reviews.status).toBe(500)
    expect(await reviews.text()).toContain('Error retrieving reviews')
    vi.restoreAllMocks()
    const { db } = t.shop
    const prepare = db.prepare.bind(db)
    vi.spyOn(db, 'prepare').mockImplementation((sql: string) => {
      if (sql.includes('FROM Memories')) throw new Error('memory lookup failed')
      return prepare(sql)
    })
    const memories = await exportData(token)
    expect(memories.status).toBe(500)
    expect(await memories.text()).toContain('memory lookup failed')
  })

  it('treats an email that is not text as text, so it cannot become a query', async () => {
    const odd = signToken({ data: { id: 4711, username: 'odd', email: { $ne: null } } })
    const data = await exported(await exportData(odd, ['not', 'an', 'object']))
    expect(data).toMatchObject({ email: '[object Object]', orders: [], reviews: [], memories: [] })
  })
})
