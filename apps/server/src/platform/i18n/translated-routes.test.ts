import type { LanguageInfo } from '@juicy/contracts'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import { loadConfig } from '../../config/loader.js'
import { createShop, type Shop } from '../../shop/shop.js'
import { bearer, readJson, sendJson } from '../../test-support/http-helpers.js'
import { paths } from '../paths.js'

/**
 * Read-time translation through HTTP: a made-up French server translation
 * built from the seeded English texts, so the test needs no shipped translation file.
 */
type Row = Record<string, unknown>
type Envelope<T> = { status: string; data: T }

const french = { Cookie: 'language=fr_FR' }
const fr = (text: string) => `[fr] ${text}`
const unavailableSentence = 'This challenge is unavailable here: Safety Mode.'

let folder: string
let shop: Shop
let server: Server
let url: string
const request = (pathname: string, init?: RequestInit) => fetch(`${url}${pathname}`, init)
const getJson = async <T = Row>(pathname: string, headers: Record<string, string> = {}) =>
  readJson<T>(await request(pathname, { headers }))

/** Seeded English texts the fixture translates. */
const seeded = {} as {
  product: { id: number; name: string; description: string }
  challenge: { key: string; description: string }
  hint: { id: number; text: string }
  question: { id: number; question: string }
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'server-i18n-routes-'))
  // Safety mode puts the availability note on the environment-sensitive challenges.
  const config = loadConfig({
    configDir: paths.configDir,
    env: {},
    overrides: { challenges: { safetyMode: 'enabled' } },
  })
  shop = createShop({ config, env: {} })
  const db = shop.db
  // A product in Jim's basket (2), so the basket view shows it too.
  seeded.product = db
    .prepare(
      'SELECT p.id, p.name, p.description FROM Products p JOIN BasketItems i ON i.ProductId = p.id WHERE i.BasketId = 2',
    )
    .get() as typeof seeded.product
  seeded.challenge = db
    .prepare(
      "SELECT key, description FROM Challenges WHERE description LIKE '%<em>(This challenge is unavailable%' LIMIT 1",
    )
    .get() as typeof seeded.challenge
  seeded.hint = db.prepare('SELECT id, text FROM Hints ORDER BY id LIMIT 1').get() as typeof seeded.hint
  seeded.question = db
    .prepare('SELECT id, question FROM SecurityQuestions WHERE id = 1')
    .get() as typeof seeded.question
  const challengeText = seeded.challenge.description.slice(
    0,
    seeded.challenge.description.lastIndexOf(' <em>('),
  )
  const translations = Object.fromEntries(
    [
      seeded.product.name,
      seeded.product.description,
      challengeText,
      unavailableSentence,
      seeded.hint.text,
      seeded.question.question,
      'Invalid email or password.',
      'Wrong answer to CAPTCHA. Please try again.',
      'Password cannot be empty.',
      'Blocked illegal activity by',
      'Invalid coupon.',
      'Invalid continue code.',
    ].map((text) => [text, fr(text)]),
  )
  writeFileSync(path.join(folder, 'fr_FR.json'), JSON.stringify(translations))
  const app = createApp(shop, {
    webDist: paths.webDist,
    webPublic: paths.webPublic,
    staticDir: paths.staticDir,
    serverI18n: folder,
  })
  server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  shop.close()
  rmSync(folder, { recursive: true, force: true })
})

describe('products', () => {
  it('GET /api/Products answers translated names and descriptions with the language cookie only', async () => {
    const byId = (rows: Row[]) => rows.find((row) => row.id === seeded.product.id)
    const english = byId((await getJson<Envelope<Row[]>>('/api/Products')).data)
    const translated = byId((await getJson<Envelope<Row[]>>('/api/Products', french)).data)
    expect(english).toMatchObject({ name: seeded.product.name, description: seeded.product.description })
    expect(translated).toMatchObject({
      name: fr(seeded.product.name),
      description: fr(seeded.product.description),
    })
    expect(translated).toEqual({ ...english, name: translated?.name, description: translated?.description })
  })

  it('GET /api/Products/:id answers the translated product', async () => {
    const { data } = await getJson<Envelope<Row>>(`/api/Products/${seeded.product.id}`, french)
    expect(data).toMatchObject({ name: fr(seeded.product.name), description: fr(seeded.product.description) })
    const english = await getJson<Envelope<Row>>(`/api/Products/${seeded.product.id}`)
    expect(english.data.name).toBe(seeded.product.name)
  })

  it('GET /rest/products/search answers translated rows and follows Accept-Language', async () => {
    const q = encodeURIComponent(seeded.product.name)
    const cookie = await getJson<Envelope<Row[]>>(`/rest/products/search?q=${q}`, french)
    const header = await getJson<Envelope<Row[]>>(`/rest/products/search?q=${q}`, {
      'Accept-Language': 'de-CH;q=0.2, fr-CA, en;q=0.8',
    })
    const english = await getJson<Envelope<Row[]>>(`/rest/products/search?q=${q}`)
    expect(cookie.data[0]).toMatchObject({
      name: fr(seeded.product.name),
      description: fr(seeded.product.description),
    })
    expect(header.data[0]?.name).toBe(fr(seeded.product.name))
    expect(english.data[0]?.name).toBe(seeded.product.name)
  })

  it('leaves made-up UNION rows as they are and keeps the stored product English', async () => {
    const q = encodeURIComponent(
      `')) union select '1','${seeded.product.name}','Made up','4','5','6','7','8','9'--`,
    )
    const { data } = await getJson<Envelope<Row[]>>(`/rest/products/search?q=${q}`, french)
    expect(data).toContainEqual(
      expect.objectContaining({ name: fr(seeded.product.name), description: 'Made up' }),
    )
    const stored = shop.db.prepare('SELECT name FROM Products WHERE id = ?').get(seeded.product.id) as Row
    expect(stored.name).toBe(seeded.product.name)
  })

  it('GET /rest/basket/:id answers translated product names', async () => {
    const token = await login('jim@juice-sh.op', 'ncc-1701')
    const basket = await getJson<Envelope<{ Products: Row[] }>>('/rest/basket/2', {
      ...bearer(token),
      ...french,
    })
    const english = await getJson<Envelope<{ Products: Row[] }>>('/rest/basket/2', bearer(token))
    expect(basket.data.Products.map((product) => product.name)).toContain(fr(seeded.product.name))
    expect(english.data.Products.map((product) => product.name)).toContain(seeded.product.name)
  })
})

describe('challenges, hints and security questions', () => {
  it('GET /api/Challenges translates the description and its availability note separately', async () => {
    const pathname = `/api/Challenges/?key=${seeded.challenge.key}`
    const [translated] = (await getJson<Envelope<Row[]>>(pathname, french)).data
    const [english] = (await getJson<Envelope<Row[]>>(pathname)).data
    const text = seeded.challenge.description.slice(0, seeded.challenge.description.lastIndexOf(' <em>('))
    expect(translated?.description).toBe(`${fr(text)} <em>(${fr(unavailableSentence)})</em>`)
    expect(english?.description).toBe(seeded.challenge.description)
  })

  it('GET /api/Hints answers translated hint texts', async () => {
    const byId = (rows: Row[]) => rows.find((row) => row.id === seeded.hint.id)?.text
    expect(byId((await getJson<Envelope<Row[]>>('/api/Hints', french)).data)).toBe(fr(seeded.hint.text))
    expect(byId((await getJson<Envelope<Row[]>>('/api/Hints')).data)).toBe(seeded.hint.text)
  })

  it('GET /api/SecurityQuestions answers translated questions', async () => {
    const byId = (rows: Row[]) => rows.find((row) => row.id === seeded.question.id)?.question
    expect(byId((await getJson<Envelope<Row[]>>('/api/SecurityQuestions', french)).data)).toBe(
      fr(seeded.question.question),
    )
    expect(byId((await getJson<Envelope<Row[]>>('/api/SecurityQuestions')).data)).toBe(
      seeded.question.question,
    )
  })

  it('GET /rest/user/security-question answers the translated question', async () => {
    const email = shop.db
      .prepare(
        'SELECT u.email FROM Users u JOIN SecurityAnswers a ON a.UserId = u.id WHERE a.SecurityQuestionId = ?',
      )
      .get(seeded.question.id) as { email: string }
    const pathname = `/rest/user/security-question?email=${encodeURIComponent(email.email)}`
    const translated = await getJson<{ question: Row }>(pathname, french)
    expect(translated.question.question).toBe(fr(seeded.question.question))
    expect((await getJson<{ question: Row }>(pathname)).question.question).toBe(seeded.question.question)
  })
})

describe('error texts', () => {
  it('POST /rest/user/login refuses wrong credentials in the caller language', async () => {
    const wrong = { email: 'nobody@juice-sh.op', password: 'wrong' }
    const translated = await request('/rest/user/login', sendJson('POST', wrong, french))
    expect(translated.status).toBe(401)
    expect(await translated.text()).toBe(fr('Invalid email or password.'))
    expect(await (await request('/rest/user/login', sendJson('POST', wrong))).text()).toBe(
      'Invalid email or password.',
    )
  })

  it('POST /api/Feedbacks refuses a wrong captcha answer in the caller language', async () => {
    const { captchaId } = await getJson<{ captchaId: number }>('/rest/captcha')
    const feedback = { comment: 'hi', rating: 3, captchaId, captcha: 'not the answer' }
    const response = await request('/api/Feedbacks', sendJson('POST', feedback, french))
    expect(response.status).toBe(401)
    expect(await response.text()).toBe(fr('Wrong answer to CAPTCHA. Please try again.'))
  })

  it('GET /rest/user/change-password refuses in the caller language, the blocked page included', async () => {
    const token = await login('jim@juice-sh.op', 'ncc-1701')
    const empty = await request('/rest/user/change-password?new=&repeat=', {
      headers: { ...bearer(token), ...french },
    })
    expect(empty.status).toBe(401)
    expect(await empty.text()).toBe(fr('Password cannot be empty.'))
    const blocked = await request('/rest/user/change-password?new=a&repeat=a', { headers: french })
    expect(blocked.status).toBe(500)
    expect(await blocked.text()).toContain(`Error: ${fr('Blocked illegal activity by')} `)
    const english = await request('/rest/user/change-password?new=a&repeat=a')
    expect(await english.text()).toContain('Error: Blocked illegal activity by ')
  })
})

describe('refusals of the shop features', () => {
  it('PUT /rest/basket/:id/coupon/:coupon refuses an unknown coupon in the caller language', async () => {
    const token = await login('jim@juice-sh.op', 'ncc-1701')
    const response = await request('/rest/basket/2/coupon/NOTACOUPON', {
      method: 'PUT',
      headers: { ...bearer(token), ...french },
    })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe(fr('Invalid coupon.'))
  })

  it('PUT /rest/continue-code/apply/:code refuses an unknown code in the caller language', async () => {
    const response = await request('/rest/continue-code/apply/nonsense', { method: 'PUT', headers: french })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe(fr('Invalid continue code.'))
  })

  it('GET /rest/order-history refuses a request without a session with the blocked page in the caller language', async () => {
    const response = await request('/rest/order-history', { headers: french })
    expect(response.status).toBe(500)
    expect(await response.text()).toContain(`Error: ${fr('Blocked illegal activity by')} `)
  })
})

describe('GET /rest/languages', () => {
  it('averages the client share with the server share of translated texts', async () => {
    const clientFolder = path.join(paths.webPublic, 'assets', 'i18n')
    const load = (code: string) =>
      JSON.parse(readFileSync(path.join(clientFolder, `${code}.json`), 'utf8')) as Record<string, unknown>
    const english = load('en')
    const share = (code: string) => {
      const translation = load(code)
      const keys = Object.keys(english)
      return (
        keys.filter((key) => translation[key] !== undefined && translation[key] !== english[key]).length /
        keys.length
      )
    }
    const languages = await getJson<LanguageInfo[]>('/rest/languages')
    const byKey = new Map(languages.map((language) => [language.key, language]))
    // Every fixture text is translated: French has full server coverage, German (no server file) none.
    expect(byKey.get('fr_FR')?.percentage).toBe(Math.round(((share('fr_FR') + 1) / 2) * 100))
    expect(byKey.get('de_DE')?.percentage).toBe(Math.round((share('de_DE') / 2) * 100))
    expect(byKey.get('en')).toMatchObject({ percentage: 100, gauge: 'full' })
  })
})

async function login(email: string, password: string): Promise<string> {
  const response = await request('/rest/user/login', sendJson('POST', { email, password }))
  return (await readJson<{ authentication: { token: string } }>(response)).authentication.token
}
