import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config/loader.js'
import { createShop, type Shop } from '../../shop/shop.js'
import { paths } from '../paths.js'
import { BoundedQueries, defaultBoundedQueryOptions } from './bounded-query.js'
import { mainConnectionAnswer } from './main-connection-answer.js'
import { keepsStructure, UNAVAILABLE_MESSAGE } from './raw-query.js'
import { withStrictIdentifiers } from './strict-identifiers.js'

let shop: Shop
let bounded: BoundedQueries
beforeAll(() => {
  shop = createShop({ config: loadConfig({ configDir: paths.configDir, env: {} }), env: {} })
  bounded = new BoundedQueries()
})
afterAll(() => {
  bounded.close()
  shop.close()
})

const onMainConnection = (sql: string, mode: 'first' | 'all') => mainConnectionAnswer(shop.db, sql, mode)

const loginSql = (email: string) =>
  `SELECT * FROM Users WHERE email = '${email}' AND password = '0cc175b9c0f1b6a831c399e269772661' AND deletedAt IS NULL`
const searchSql = (criteria: string) =>
  `SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name`

const endlessCount =
  '(WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) AS x FROM c)'

describe('keepsStructure', () => {
  it('accepts inputs that stay inside their string literal', () => {
    expect(keepsStructure(['admin@juice-sh.op', '0192023a7bbd73250516f069df18b500'])).toBe(true)
    expect(keepsStructure(['apple juice', '%_"`[]\\--;/*'])).toBe(true)
  })

  it('refuses a quote or a NUL character in any input', () => {
    expect(keepsStructure(['x', "O'Reilly"])).toBe(false)
    expect(keepsStructure(["' or 1=1--"])).toBe(false)
    expect(keepsStructure(['a\0b'])).toBe(false)
  })
})

describe('withStrictIdentifiers', () => {
  it.each([
    ['SELECT "a", "b""c" FROM t', 'SELECT `a`, `b"c` FROM t'],
    ['SELECT \'"x"\', [y"], `z"` -- "c"', 'SELECT \'"x"\', [y"], `z"` -- "c"'],
    ['SELECT "a`b"', 'SELECT `a``b`'],
    ['SELECT "open', 'SELECT "open'],
    ['SELECT "a"""', 'SELECT `a"`'],
  ])('%s → %s', (sql, strict) => {
    expect(withStrictIdentifiers(sql).text).toBe(strict)
  })
})

describe('BoundedQueries answers like the main connection', () => {
  const cases: [string, string, 'first' | 'all'][] = [
    ['login tautology', loginSql("' or 1=1--"), 'first'],
    ['login as admin by comment', loginSql("admin@juice-sh.op'--"), 'first'],
    ['login as jim', loginSql("jim@juice-sh.op'--"), 'first'],
    [
      'login of the made-up accountant',
      loginSql(
        "' UNION SELECT * FROM (SELECT 15 as 'id', '' as 'username', 'acc0unt4nt@juice-sh.op' as 'email', '12345' as 'password', 'accounting' as 'role', '123' as 'deluxeToken', '1.2.3.4' as 'lastLoginIp' , '/assets/public/images/uploads/default.svg' as 'profileImage', '' as 'totpSecret', 1 as 'isActive', '1999-08-16 14:14:41.644 +00:00' as 'createdAt', '1999-08-16 14:33:41.930 +00:00' as 'updatedAt', null as 'deletedAt')--",
      ),
      'first',
    ],
    ['login without a match', loginSql("nobody@example.com'--"), 'first'],
    ['login syntax error', loginSql("'"), 'first'],
    ['login stacked statement (never run)', loginSql("'; DELETE FROM Users--"), 'first'],
    ['login unknown function', loginSql("' or nonsense(1)--"), 'first'],
    ['login with a function only sql.js ships', loginSql("' or reverse('a') = 'a'--"), 'first'],
    ['login with a double-quoted "string"', loginSql('\' or email = "admin@juice-sh.op"--'), 'first'],
    ['login with a qualified double-quoted name', loginSql('\' or Users."nope" = 1--'), 'first'],
    ['login with a double-quoted column', loginSql("' or \"role\" = 'admin'--"), 'first'],
    [
      'search of users',
      searchSql("')) union select id,'2','3',email,password,'6','7','8','9' from users--"),
      'all',
    ],
    [
      'search of the schema',
      searchSql("')) union select sql,'2','3','4','5','6','7','8','9' from sqlite_master--"),
      'all',
    ],
    ['search column count mismatch', searchSql("')) union select * from users--"), 'all'],
    ['search syntax error', searchSql("' union select id,email,password from users--"), 'all'],
    ['search unterminated literal', searchSql("')) union select 'x"), 'all'],
    [
      'search unrecognized token',
      searchSql('\')) union select 1,2,3,4,5,6,7,8,9 from users where "a--'),
      'all',
    ],
    [
      'search of blobs, big integers and floats',
      searchSql("')) union select x'00ff',9007199254740993,1.5,-0.0,null,'6','7','8','9'--"),
      'all',
    ],
    ['search by a quoted name', searchSql("O'Reilly"), 'all'],
  ]

  it.each(cases)('%s', async (_name, sql, mode) => {
    const outcome = await bounded.run(shop.db, sql, mode)
    const expected = onMainConnection(sql, mode)
    expect(outcome).toEqual(expected)
  })
})

describe('BoundedQueries keeps the server responsive', () => {
  it('stops an endless query after the time limit while the main thread stays free, then serves the next one', async () => {
    const started = Date.now()
    let ticks = 0
    const ticker = setInterval(() => ticks++, 10)
    const outcome = await bounded.run(
      shop.db,
      searchSql(`')) UNION SELECT x,2,3,4,5,6,7,8,9 FROM ${endlessCount}--`),
      'all',
    )
    clearInterval(ticker)
    expect(outcome).toEqual({ kind: 'unavailable', reason: expect.stringContaining('longer than 2000 ms') })
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(ticks).toBeGreaterThan(50) // the event loop kept turning during those two seconds
    expect(UNAVAILABLE_MESSAGE).toMatch(/temporarily not available/)
    const next = await bounded.run(shop.db, loginSql("admin@juice-sh.op'--"), 'first')
    expect(next).toEqual(onMainConnection(loginSql("admin@juice-sh.op'--"), 'first'))
  }, 20_000)

  it('refuses results with more rows than the cap', async () => {
    const crossJoin = searchSql(
      "')) UNION SELECT a.id,b.id,c.id,d.id,e.id,f.id,7,8,9 FROM Products a,Products b,Products c,Products d,Products e,Products f--",
    )
    expect(await bounded.run(shop.db, crossJoin, 'all')).toEqual({
      kind: 'error',
      code: 'SQLITE_TOOBIG',
      message: 'query result has more than 10000 rows',
    })
  })

  it('bounds SQLite memory: a huge sort or value fails with out of memory', async () => {
    const hugeSort = searchSql(
      "')) UNION SELECT a.id,b.id,c.id,d.id,e.id,f.id,a.name||b.name||c.name||d.name||e.name||f.name,8,9 FROM Products a,Products b,Products c,Products d,Products e,Products f ORDER BY 7--",
    )
    const sorted = await bounded.run(shop.db, hugeSort, 'all')
    // whichever limit is reached first on this machine: SQLite's heap or the time limit
    expect([
      { kind: 'error', code: 'SQLITE_NOMEM', message: 'out of memory' },
      { kind: 'unavailable', reason: 'query ran longer than 2000 ms' },
    ]).toContainEqual(sorted)
    const hugeValue = searchSql("')) UNION SELECT randomblob(200000000),2,3,4,5,6,7,8,9--")
    expect(await bounded.run(shop.db, hugeValue, 'all')).toEqual({
      kind: 'error',
      code: 'SQLITE_NOMEM',
      message: 'out of memory',
    })
  }, 20_000)

  it('answers queries beyond the waiting limit as unavailable at once', async () => {
    const small = new BoundedQueries({ ...defaultBoundedQueryOptions, maxWaiting: 1, timeoutMs: 500 })
    try {
      const endless = searchSql(`')) UNION SELECT x,2,3,4,5,6,7,8,9 FROM ${endlessCount}--`)
      const outcomes = await Promise.all([1, 2, 3].map(() => small.run(shop.db, endless, 'all')))
      expect(outcomes.map((outcome) => outcome.kind === 'unavailable' && outcome.reason)).toEqual([
        'query ran longer than 500 ms',
        'query ran longer than 500 ms',
        'too many bounded queries waiting',
      ])
    } finally {
      small.close()
    }
  }, 20_000)
})

describe('BoundedQueries database copies', () => {
  it('sends a copy only when the database changed, and sees every change', async () => {
    const queries = new BoundedQueries()
    try {
      const countSql = searchSql("')) UNION SELECT count(*),2,3,4,5,6,7,8,9 FROM Feedbacks--")
      const count = async () => {
        const outcome = await queries.run(shop.db, countSql, 'all')
        return outcome.kind === 'rows' ? outcome.rows.find((row) => row.name === 2)?.id : outcome
      }
      const before = await count()
      expect(await count()).toBe(before)
      expect(queries.stats.databaseCopies).toBe(1)
      shop.db
        .prepare(
          "INSERT INTO Feedbacks (comment, rating, createdAt, updatedAt) VALUES ('x', 1, 'now', 'now')",
        )
        .run()
      expect(await count()).toBe(Number(before) + 1)
      expect(queries.stats.databaseCopies).toBe(2)
      shop.reset()
      expect(await count()).toBe(before)
      expect(queries.stats.databaseCopies).toBe(3)
      expect(queries.stats.workersStarted).toBe(1)
    } finally {
      queries.close()
    }
  })
})
