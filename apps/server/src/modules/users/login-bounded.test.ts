import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { watchBoundedQueries } from '../../test-support/bounded-query-spy.js'
import { readJson, sendJson, tokenPayload, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

const { boundedRun, expectBoundedLikeMainConnection } = watchBoundedQueries()

const login = (body: unknown) => t.request('/rest/user/login', sendJson('POST', body))
const loggedInUser = async (response: Response): Promise<Json> => {
  expect(response.status).toBe(200)
  const { authentication } = await readJson<{ authentication: { token: string } }>(response)
  return tokenPayload(authentication.token).data as Json
}

const accountantRow =
  "' UNION SELECT * FROM (SELECT 15 as 'id', '' as 'username', 'acc0unt4nt@juice-sh.op' as 'email', '12345' as 'password', 'accounting' as 'role', '123' as 'deluxeToken', '1.2.3.4' as 'lastLoginIp' , '/assets/public/images/uploads/default.svg' as 'profileImage', '' as 'totpSecret', 1 as 'isActive', '1999-08-16 14:14:41.644 +00:00' as 'createdAt', '1999-08-16 14:33:41.930 +00:00' as 'updatedAt', null as 'deletedAt')--"
const endlessLogin =
  "' UNION SELECT * FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT x,x,x,x,x,x,x,x,x,x,x,x,x FROM c WHERE x < 0)--"

describe('POST /rest/user/login: injected queries run bounded', () => {
  it.each([
    ["' or 1=1--", 1, 'loginAdminChallenge'],
    ["admin@juice-sh.op'--", 1, 'loginAdminChallenge'],
    ["jim@juice-sh.op'--", 2, 'loginJimChallenge'],
    ["bender@juice-sh.op'--", 3, 'loginBenderChallenge'],
    [accountantRow, 15, 'ephemeralAccountantChallenge'],
  ])('%s logs in user %i as on the main connection and solves %s', async (email, id, key) => {
    expect((await loggedInUser(await login({ email, password: 'a' }))).id).toBe(id)
    await expectBoundedLikeMainConnection()
    expect((await t.challenge(key)).solved).toBe(true)
  })

  it('answers the SQL error page as on the main connection', async () => {
    const response = await login({ email: "'", password: 'a' })
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('SQLITE_ERROR: unrecognized token: &quot;')
    await expectBoundedLikeMainConnection()
  })

  it('stops an endless query with 503 while a login sent meanwhile is answered first', async () => {
    const answered: string[] = []
    const endless = login({ email: endlessLogin, password: 'a' }).then((response) => {
      answered.push('endless')
      return response
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const ordinary = await login({ email: 'jim@juice-sh.op', password: 'ncc-1701' })
    answered.push('ordinary')
    expect((await loggedInUser(ordinary)).id).toBe(2)
    const stopped = await endless
    expect(stopped.status).toBe(503)
    expect(await stopped.text()).toContain('Sorry, we are temporarily not available! Please try again later.')
    expect(answered).toEqual(['ordinary', 'endless'])
    // the next injection gets a fresh worker
    expect((await loggedInUser(await login({ email: "' or 1=1--" }))).id).toBe(1)
  }, 20_000)

  it('keeps ordinary logins on the main connection, also with a quote in the password', async () => {
    expect((await loggedInUser(await login({ email: 'admin@juice-sh.op', password: 'admin123' }))).id).toBe(1)
    expect((await login({ email: 'admin@juice-sh.op', password: "' or 1=1--" })).status).toBe(401)
    expect((await login({ email: 'nobody@example.com', password: 'x' })).status).toBe(401)
    expect(boundedRun).not.toHaveBeenCalled()
  })
})
