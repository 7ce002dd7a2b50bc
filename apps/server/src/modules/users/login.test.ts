import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readJson, sendJson, tokenPayload, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { firstStatement } from '../../platform/sql/first-statement.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

interface Authentication {
  authentication: { token: string; bid: number; umail: string }
}

const login = (body: unknown) => t.request('/rest/user/login', sendJson('POST', body))
const loggedInUser = async (response: Response): Promise<Json> => {
  expect(response.status).toBe(200)
  const { authentication } = await readJson<Authentication>(response)
  return tokenPayload(authentication.token).data as Json
}
const userCount = (): unknown => t.shop.db.prepare('SELECT COUNT(*) AS n FROM Users').get()

describe('POST /rest/user/login: SQL injection through the email', () => {
  it.each([
    ["' or 1=1--", 1],
    ["admin@juice-sh.op'--", 1],
    ["jim@juice-sh.op'--", 2],
    ["bender@juice-sh.op'--", 3],
    ["chris.pike@juice-sh.op'--", 14],
  ])('logs %s in without a password as user %i', async (email, id) => {
    expect((await loggedInUser(await login({ email }))).id).toBe(id)
  })

  it('logs in a made-up user row from a UNION SELECT, complete in the token', async () => {
    const email =
      "' UNION SELECT * FROM (SELECT 15 as 'id', '' as 'username', 'acc0unt4nt@juice-sh.op' as 'email', '12345' as 'password', 'accounting' as 'role', '' as 'deluxeToken', '1.2.3.4' as 'lastLoginIp', '/assets/public/images/uploads/default.svg' as 'profileImage', '' as 'totpSecret', 1 as 'isActive', '1999-08-16 14:14:41.644 +00:00' as 'createdAt', '1999-08-16 14:33:41.930 +00:00' as 'updatedAt', null as 'deletedAt')--"
    const user = await loggedInUser(await login({ email, password: 'a' }))
    expect(user).toEqual({
      id: 15,
      username: '',
      email: 'acc0unt4nt@juice-sh.op',
      password: '12345',
      role: 'accounting',
      deluxeToken: '',
      lastLoginIp: '1.2.3.4',
      profileImage: '/assets/public/images/uploads/default.svg',
      totpSecret: '',
      isActive: true,
      createdAt: '1999-08-16 14:14:41.644 +00:00',
      updatedAt: '1999-08-16 14:33:41.930 +00:00',
      deletedAt: null,
    })
  })

  it('asks for the second factor when the injected row has a TOTP secret', async () => {
    const response = await login({ email: "wurstbrot@juice-sh.op'--" })
    expect(response.status).toBe(401)
    expect((await readJson(response)).status).toBe('totp_token_required')
  })

  it("answers 401 to the email ';, as the reference runs only the first statement", async () => {
    const response = await login({ email: "';", password: 'a' })
    expect(response.status).toBe(401)
    expect(await response.text()).toBe('Invalid email or password.')
  })

  it('runs only the first statement: a quote and a semicolon end the query there', async () => {
    expect((await loggedInUser(await login({ email: "admin@juice-sh.op';", password: 'a' }))).id).toBe(1)
  })

  it('never executes stacked statements', async () => {
    const before = userCount()
    for (const email of [
      "'; DELETE FROM Users; --",
      "'; INSERT INTO Users (email, password, createdAt, updatedAt) VALUES ('x', 'y', 'now', 'now');--",
      "x'; DROP TABLE Users--",
    ]) {
      expect((await login({ email, password: 'a' })).status).toBe(401)
    }
    expect(userCount()).toEqual(before)
  })

  it.each([
    ["'", 'SQLITE_ERROR: near'],
    [
      "' union select 1--",
      'SQLITE_ERROR: SELECTs to the left and right of UNION do not have the same number',
    ],
    ["' or nonsense(1)--", 'SQLITE_ERROR: no such function: nonsense'],
  ])('answers the SQL error of %s with a 500 error page', async (email, message) => {
    const response = await t.request('/rest/user/login', sendJson('POST', { email }, { Accept: 'text/html' }))
    expect(response.status).toBe(500)
    const page = await response.text()
    expect(page).toContain('<h1>OWASP Juice Shop (Express')
    expect(page).toContain(message.replace(/"/g, '&quot;'))
  })

  it('answers 500 when a made-up row has no stored user to own its basket', async () => {
    const email = "' UNION SELECT 4711,'','ghost@example.com','x','customer','','','','',1,'now','now',null--"
    expect((await login({ email, password: 'a' })).status).toBe(500)
  })

  it('answers 401 when the injected row has no id', async () => {
    const email =
      "' UNION SELECT null,'','nobody@example.com','x','customer','','','','',1,'now','now',null--"
    expect((await login({ email, password: 'a' })).status).toBe(401)
  })
})

describe('POST /rest/user/login: ordinary logins stay correct', () => {
  it('logs in the newly registered kalli@kasper.le', async () => {
    await t.request('/api/Users', sendJson('POST', { email: 'kalli@kasper.le', password: 'kallliiii' }))
    const response = await login({ email: 'kalli@kasper.le', password: 'kallliiii' })
    const { authentication } = await readJson<Authentication>(response)
    expect(typeof authentication.token).toBe('string')
    expect(authentication.umail).toBe('kalli@kasper.le')
    expect(typeof authentication.bid).toBe('number')
  })

  it('treats quotes in a password as data (only the hash reaches the query)', async () => {
    expect((await login({ email: 'admin@juice-sh.op', password: "' or 1=1--" })).status).toBe(401)
  })

  it('logs in the J12934 account with its non-ASCII password', async () => {
    const user = await loggedInUser(
      await login({ email: 'J12934@juice-sh.op', password: '0Y8rMnww$*9VFYE§59-!Fg1L6t&6lB' }),
    )
    expect(user.id).toBe(9)
  })
})

describe('firstStatement', () => {
  it.each([
    ['SELECT 1', 'SELECT 1'],
    ["SELECT ';' ; SELECT 2", "SELECT ';' "],
    ["SELECT 'it''s;'; x", "SELECT 'it''s;'"],
    ['SELECT "a;b", `c;d`, [e;f]; x', 'SELECT "a;b", `c;d`, [e;f]'],
    ['SELECT 1 -- ; comment\n; x', 'SELECT 1 -- ; comment\n'],
    ['SELECT 1 /* ; */ ; x', 'SELECT 1 /* ; */ '],
    ["SELECT 'unterminated ; x", "SELECT 'unterminated ; x"],
  ])('takes %j up to its first statement', (sql, expected) => {
    expect(firstStatement(sql)).toBe(expected)
  })
})
