import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { watchBoundedQueries } from '../../test-support/bounded-query-spy.js'
import { readJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

const { boundedRun, expectBoundedLikeMainConnection } = watchBoundedQueries()

const search = (q: string) => t.request(`/rest/products/search?q=${encodeURIComponent(q)}`)

const endless =
  "')) UNION SELECT x,2,3,4,5,6,7,8,9 FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) AS x FROM c)--"
const sixProducts = 'FROM Products a,Products b,Products c,Products d,Products e,Products f'

/** Sends `q`, and while it runs an ordinary search; answers both responses and which came first. */
async function withSearchMeanwhile(q: string) {
  const answered: string[] = []
  const injected = search(q).then((response) => (answered.push('injected'), response))
  await new Promise((resolve) => setTimeout(resolve, 200))
  const ordinary = await search('apple')
  answered.push('ordinary')
  return { injected: await injected, ordinary, answered }
}

describe('GET /rest/products/search: injected queries run bounded', () => {
  it('dumps the users as on the main connection and solves unionSqlInjectionChallenge', async () => {
    const response = await search("')) union select id,'2','3',email,password,'6','7','8','9' from users--")
    expect(response.status).toBe(200)
    expect((await readJson<{ data: Json[] }>(response)).data).toContainEqual(
      expect.objectContaining({ id: 1, price: 'admin@juice-sh.op' }),
    )
    await expectBoundedLikeMainConnection()
    expect((await t.challenge('unionSqlInjectionChallenge')).solved).toBe(true)
  })

  it('dumps the schema as on the main connection and solves dbSchemaChallenge', async () => {
    const response = await search("')) union select sql,'2','3','4','5','6','7','8','9' from sqlite_master--")
    expect(response.status).toBe(200)
    await expectBoundedLikeMainConnection()
    expect((await t.challenge('dbSchemaChallenge')).solved).toBe(true)
  })

  it.each([
    ["';", 'SQLITE_ERROR: near &quot;;&quot;: syntax error'],
    ["')) union select * from users--", 'SQLITE_ERROR: SELECTs to the left and right of UNION'],
  ])('answers the error page of %s as on the main connection', async (q, message) => {
    const response = await search(q)
    expect(response.status).toBe(500)
    expect(await response.text()).toContain(message)
    await expectBoundedLikeMainConnection()
  })

  it('stops an endless query with 503 while a search sent meanwhile is answered first', async () => {
    const { injected, ordinary, answered } = await withSearchMeanwhile(endless)
    expect(ordinary.status).toBe(200)
    expect(injected.status).toBe(503)
    expect(await injected.text()).toContain(
      'Sorry, we are temporarily not available! Please try again later.',
    )
    expect(answered).toEqual(['ordinary', 'injected'])
  }, 20_000)

  it('refuses a huge cross join while a search sent meanwhile is answered', async () => {
    const crossJoin = `')) UNION SELECT a.id,b.id,c.id,d.id,e.id,f.id,7,8,9 ${sixProducts}--`
    const response = await search(crossJoin)
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('SQLITE_TOOBIG: query result has more than 10000 rows')
    const sorted = `')) UNION SELECT a.id,b.id,c.id,d.id,e.id,f.id,a.name||b.name||c.name||d.name||e.name||f.name,8,9 ${sixProducts} ORDER BY 7--`
    const { injected, ordinary } = await withSearchMeanwhile(sorted)
    expect(ordinary.status).toBe(200)
    // whichever bound this machine reaches first: SQLite's memory limit (500) or the time limit (503)
    expect([500, 503]).toContain(injected.status)
    expect(await injected.text()).toMatch(/SQLITE_NOMEM: out of memory|temporarily not available/)
  }, 20_000)

  it('keeps ordinary searches on the main connection', async () => {
    for (const q of ['apple', '', 'juice%', '"quoted" -- ; /*']) expect((await search(q)).status).toBe(200)
    expect(boundedRun).not.toHaveBeenCalled()
  })
})
