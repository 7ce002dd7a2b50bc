import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sendJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  await t.close()
})

const login = (body: unknown) => t.request('/rest/user/login', sendJson('POST', body))
const solved = async (key: string): Promise<boolean> => (await t.challenge(key)).solved

const ephemeralPayload =
  "' UNION SELECT * FROM (SELECT 15 as 'id', '' as 'username', 'acc0unt4nt@juice-sh.op' as 'email', '12345' as 'password', 'accounting' as 'role', '123' as 'deluxeToken', '1.2.3.4' as 'lastLoginIp' , '/assets/public/images/uploads/default.svg' as 'profileImage', '' as 'totpSecret', 1 as 'isActive', '1999-08-16 14:14:41.644 +00:00' as 'createdAt', '1999-08-16 14:33:41.930 +00:00' as 'updatedAt', null as 'deletedAt')--"

describe('post-login challenges (judged on the resolved user row)', () => {
  it.each([
    ['loginAdminChallenge', "' or 1=1--"],
    ['loginAdminChallenge', "admin@juice-sh.op'--"],
    ['loginJimChallenge', "jim@juice-sh.op'--"],
    ['loginBenderChallenge', "bender@juice-sh.op'--"],
    ['ghostLoginChallenge', "chris.pike@juice-sh.op'--"],
    ['ghostLoginChallenge', "' or deletedAt IS NOT NULL--"],
  ])('solves %s with the email %s', async (key, email) => {
    const response = await login({ email, password: 'a' })
    expect(response.status).toBe(200)
    expect(await solved(key)).toBe(true)
  })

  it('solves loginAdminChallenge with the real password, too', async () => {
    expect((await login({ email: 'admin@juice-sh.op', password: 'admin123' })).status).toBe(200)
    expect(await solved('loginAdminChallenge')).toBe(true)
  })

  it('solves ephemeralAccountantChallenge with the UNION of a made-up accountant row', async () => {
    const response = await login({ email: ephemeralPayload, password: 'a' })
    expect(response.status).toBe(200)
    expect(await solved('ephemeralAccountantChallenge')).toBe(true)
  })

  it('does not solve them by failed logins, ordinary logins of others or the two-factor branch', async () => {
    await login({ email: 'admin@juice-sh.op', password: 'wrong' })
    await login({ email: 'jim@juice-sh.op', password: 'wrong' })
    await login({ email: 'chris.pike@juice-sh.op', password: 'uss enterprise' })
    await login({ email: "wurstbrot@juice-sh.op'--", password: 'a' })
    await login({ email: 'amy@juice-sh.op', password: 'K1f.....................' })
    for (const key of [
      'loginAdminChallenge',
      'loginJimChallenge',
      'loginBenderChallenge',
      'ghostLoginChallenge',
      'ephemeralAccountantChallenge',
    ]) {
      expect(await solved(key), key).toBe(false)
    }
  })

  it('does not solve ephemeralAccountantChallenge for a stored accountant or a row of another role', async () => {
    await login({ email: 'accountant@juice-sh.op', password: 'i am an awesome accountant' })
    await login({
      email: ephemeralPayload.replace("'accounting' as 'role'", "'customer' as 'role'"),
      password: 'a',
    })
    await login({
      email: ephemeralPayload.replace("'acc0unt4nt@juice-sh.op'", "'accountant@juice-sh.op'"),
      password: 'a',
    })
    expect(await solved('ephemeralAccountantChallenge')).toBe(false)
  })
})

describe('pre-login challenges (judged on the submitted credentials)', () => {
  const cases: [key: string, email: string, password: string][] = [
    ['weakPasswordChallenge', 'admin@juice-sh.op', 'admin123'],
    ['loginAmyChallenge', 'amy@juice-sh.op', 'K1f.....................'],
    ['loginRapperChallenge', 'mc.safesearch@juice-sh.op', 'Mr. N00dles'],
    ['loginSupportChallenge', 'support@juice-sh.op', 'J6aVjTgOpRs@?5l!Zkq2AYnCE@RF$P'],
    ['exposedCredentialsChallenge', 'testing@juice-sh.op', 'IamUsedForTesting'],
    ['oauthUserPasswordChallenge', 'bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI='],
    ['dlpPasswordSprayingChallenge', 'J12934@juice-sh.op', '0Y8rMnww$*9VFYE§59-!Fg1L6t&6lB'],
  ]

  it.each(cases)('solves %s by logging in as %s', async (key, email, password) => {
    expect((await login({ email, password })).status).toBe(200)
    expect(await solved(key)).toBe(true)
  })

  it('judges the body before the lookup, so a login that fails afterwards still counts', async () => {
    t.shop.db.prepare("UPDATE Users SET password = 'changed' WHERE email = 'admin@juice-sh.op'").run()
    expect((await login({ email: 'admin@juice-sh.op', password: 'admin123' })).status).toBe(401)
    expect(await solved('weakPasswordChallenge')).toBe(true)
  })

  it.each(cases)('does not solve %s by near misses or injection into %s', async (key, email, password) => {
    await login({ email, password: `${password} ` })
    await login({ email: email.toUpperCase(), password })
    await login({ email: `${email}'--`, password: 'a' })
    await login({ email: [email], password })
    expect(await solved(key)).toBe(false)
  })

  it('does not solve dlpPasswordSprayingChallenge for a fresh account that uses the leaked password', async () => {
    const password = '0Y8rMnww$*9VFYE§59-!Fg1L6t&6lB'
    await t.request(
      '/api/Users',
      sendJson('POST', { email: 'copycat@example.com', password, passwordRepeat: password }),
    )
    expect((await login({ email: 'copycat@example.com', password })).status).toBe(200)
    expect(await solved('dlpPasswordSprayingChallenge')).toBe(false)
  })
})
