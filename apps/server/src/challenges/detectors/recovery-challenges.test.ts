import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bearer, readJson, sendJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { currentTotp, newTotpSecret } from '../../modules/recovery/totp.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  await t.close()
})

const solved = async (key: string): Promise<boolean> => (await t.challenge(key)).solved
const reset = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  t.request('/rest/user/reset-password', sendJson('POST', body, headers))
const resetBody = (email: string, answer: string, password: string) => ({
  email,
  answer,
  new: password,
  repeat: password,
})

/** The canonical reset of each security-question challenge, and a near miss on the same account. */
const resets: [key: string, email: string, answer: string, password: string, nearMiss: string][] = [
  ['resetPasswordJimChallenge', 'jim@juice-sh.op', 'Samuel', 'I <3 Spock', 'samuel'],
  ['resetPasswordBenderChallenge', 'bender@juice-sh.op', "Stop'n'Drop", 'Brannigan 8=o Leela', 'Stop n Drop'],
  ['resetPasswordBjoernChallenge', 'bjoern@juice-sh.op', 'West-2082', 'monkey birthday', '2082'],
  ['resetPasswordBjoernOwaspChallenge', 'bjoern@owasp.org', 'Zaya', 'kitten lesser pooch', 'zaya'],
  [
    'resetPasswordUvoginChallenge',
    'uvogin@juice-sh.op',
    'Silence of the Lambs',
    'ora-ora > muda-muda',
    'Se7en',
  ],
  ['geoStalkingMetaChallenge', 'john@juice-sh.op', 'Daniel Boone National Forest', '123456', 'Kentucky'],
  ['geoStalkingVisualChallenge', 'emma@juice-sh.op', 'ITsec', '123456', 'itsec'],
]

describe.each(resets)('%s', (key, email, answer, password, nearMiss) => {
  it(`is solved by resetting ${email}'s password with the right answer`, async () => {
    const response = await reset(resetBody(email, answer, password))
    expect(response.status).toBe(200)
    expect(await solved(key)).toBe(true)
  })

  it('is not solved by a wrong answer, an unrepeated password or another account', async () => {
    expect((await reset(resetBody(email, nearMiss, password))).status).toBe(401)
    expect((await reset({ email, answer, new: password, repeat: `${password}!` })).status).toBe(401)
    expect((await reset(resetBody('morty@juice-sh.op', '5N0wb41L', 'another1'))).status).toBe(200)
    expect(await solved(key)).toBe(false)
  })
})

describe('resetPasswordMortyChallenge', () => {
  const candidates = ['Snowball', 'sn0wball', 'Sn0wb4ll', 'SN0WB4LL', '5nowball', '5N0wBa1l']
  const guess = (index: number, headers: Record<string, string> = {}) =>
    reset(
      resetBody('morty@juice-sh.op', `${candidates[index % candidates.length]}${index}`, 'iBurri3dMySe1f!'),
      headers,
    )

  it('is solved by brute-forcing past the rate limit with a new X-Forwarded-For per request', async () => {
    for (let i = 0; i < 120; i++) {
      expect((await guess(i, { 'X-Forwarded-For': `10.0.${Math.floor(i / 250)}.${i % 250}` })).status).toBe(
        401,
      )
    }
    const winner = await reset(resetBody('morty@juice-sh.op', '5N0wb41L', 'iBurri3dMySe1f!'), {
      'X-Forwarded-For': '10.1.0.1',
    })
    expect(winner.status).toBe(200)
    expect(await solved('resetPasswordMortyChallenge')).toBe(true)
  })

  it('is not solved when the brute force hits the rate limit', async () => {
    for (let i = 0; i < 100; i++) expect((await guess(i)).status).toBe(401)
    const limited = await reset(resetBody('morty@juice-sh.op', '5N0wb41L', 'iBurri3dMySe1f!'))
    expect(limited.status).toBe(429)
    expect(await solved('resetPasswordMortyChallenge')).toBe(false)
  })
})

describe('changePasswordBenderChallenge', () => {
  const benderSession = async (): Promise<string> => t.login("bender@juice-sh.op'--", 'x')
  const change = (query: string, authorization: string) =>
    t.request(`/rest/user/change-password${query}`, { headers: { Authorization: authorization } })

  it("is solved by changing Bender's password to slurmCl4ssic without the current one", async () => {
    const response = await change('?new=slurmCl4ssic&repeat=slurmCl4ssic', `Bearer ${await benderSession()}`)
    expect(response.status).toBe(200)
    expect(await solved('changePasswordBenderChallenge')).toBe(true)
  })

  it('is solved by the XSS variant that sends "Bearer=<token>"', async () => {
    await change('?current=&new=slurmCl4ssic&repeat=slurmCl4ssic', `Bearer=${await benderSession()}`)
    expect(await solved('changePasswordBenderChallenge')).toBe(true)
  })

  it('is not solved with the current password, another new password or another user', async () => {
    const bender = `Bearer ${await benderSession()}`
    await change('?new=slurmCl4ssic&repeat=slurmCl4ssix', bender)
    await change('?new=slurmClassic&repeat=slurmClassic', bender)
    const withCurrent = await change('?current=slurmClassic&new=slurmCl4ssic&repeat=slurmCl4ssic', bender)
    expect(withCurrent.status).toBe(200)
    const jim = `Bearer ${await t.login('jim@juice-sh.op', 'ncc-1701')}`
    expect((await change('?new=slurmCl4ssic&repeat=slurmCl4ssic', jim)).status).toBe(200)
    expect(await solved('changePasswordBenderChallenge')).toBe(false)
  })
})

describe('twoFactorAuthUnsafeSecretStorageChallenge', () => {
  const wurstbrotPassword = 'EinBelegtesBrotMitSchinkenSCHINKEN!'
  async function tmpToken(email: string, password: string): Promise<string> {
    const response = await t.request('/rest/user/login', sendJson('POST', { email, password }))
    expect(response.status).toBe(401)
    return (await readJson<{ data: { tmpToken: string } }>(response)).data.tmpToken
  }
  const verify = (token: string, totpToken: string) =>
    t.request('/rest/2fa/verify', sendJson('POST', { tmpToken: token, totpToken }))

  it("is solved by completing wurstbrot's login with a code from his stored secret", async () => {
    const token = await tmpToken("wurstbrot@juice-sh.op'--", 'x')
    const response = await verify(token, currentTotp('IFTXE3SPOEYVURT2MRYGI52TKJ4HC3KH'))
    expect(response.status).toBe(200)
    expect(await solved('twoFactorAuthUnsafeSecretStorageChallenge')).toBe(true)
  })

  it('is not solved by a wrong code, another account or a secret set up anew', async () => {
    const wurstbrot = await tmpToken('wurstbrot@juice-sh.op', wurstbrotPassword)
    expect((await verify(wurstbrot, currentTotp(newTotpSecret()))).status).toBe(401)
    expect(await solved('twoFactorAuthUnsafeSecretStorageChallenge')).toBe(false)
    const session = await t.login('J12934@juice-sh.op', '0Y8rMnww$*9VFYE§59-!Fg1L6t&6lB')
    const status = await readJson<{ secret: string; setupToken: string }>(
      await t.request('/rest/2fa/status', { headers: bearer(session) }),
    )
    // Replace wurstbrot's secret as someone who knows his password would, then log in with the new one.
    t.shop.db.prepare('UPDATE Users SET totpSecret = ? WHERE id = 10').run(status.secret)
    const replaced = await tmpToken('wurstbrot@juice-sh.op', wurstbrotPassword)
    expect((await verify(replaced, currentTotp(status.secret))).status).toBe(200)
    expect(await solved('twoFactorAuthUnsafeSecretStorageChallenge')).toBe(false)
  })
})

describe('dataExportChallenge', () => {
  const exportOf = async (token: string) => {
    const response = await t.request(
      '/rest/user/data-export',
      sendJson('POST', { format: '1' }, bearer(token)),
    )
    expect(response.status).toBe(200)
    const { userData } = await readJson<{ userData: string }>(response)
    return JSON.parse(userData) as { orders: { orderId: string }[] }
  }

  it("is solved by exporting the admin's orders as admun, whose email masks alike", async () => {
    const registration = { email: 'admun@juice-sh.op', password: 'admun123', passwordRepeat: 'admun123' }
    const created = await t.request('/api/Users', sendJson('POST', registration))
    expect(created.status).toBe(201)
    const { data } = await readJson<{ data: { id: number } }>(created)
    const answer = { UserId: data.id, answer: 'admun', SecurityQuestionId: 1 }
    expect((await t.request('/api/SecurityAnswers', sendJson('POST', answer))).status).toBe(201)
    const exported = await exportOf(await t.login('admun@juice-sh.op', 'admun123'))
    expect(exported.orders.map((order) => order.orderId.slice(0, 5))).toEqual(['5267-', '5267-'])
    expect(await solved('dataExportChallenge')).toBe(true)
  })

  it('is not solved by exporting your own orders', async () => {
    expect((await exportOf(await t.login('admin@juice-sh.op', 'admin123'))).orders).toHaveLength(2)
    expect((await exportOf(await t.login('demo', 'demo'))).orders).toHaveLength(1)
    await exportOf(await t.login('jim@juice-sh.op', 'ncc-1701'))
    expect(await solved('dataExportChallenge')).toBe(false)
  })
})
