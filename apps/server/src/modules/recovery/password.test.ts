import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../platform/auth/hashing.js'
import { signToken } from '../../platform/auth/jwt.js'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

const securityQuestion = (query: string) => t.request(`/rest/user/security-question${query}`)
const changePassword = (query: string, headers: Record<string, string> = {}) =>
  t.request(`/rest/user/change-password${query}`, { headers })
const resetPassword = (body: unknown) => t.request('/rest/user/reset-password', sendJson('POST', body))

async function expectBlockedPage(response: Response): Promise<void> {
  expect(response.status).toBe(500)
  const page = await response.text()
  expect(page).toContain('<h1>OWASP Juice Shop (Express')
  expect(page).toContain('Error: Blocked illegal activity')
}

async function registerAndLogin(email: string, password: string): Promise<string> {
  const registered = await t.request(
    '/api/Users',
    sendJson('POST', { email, password, passwordRepeat: password }),
  )
  expect(registered.status).toBe(201)
  return t.login(email, password)
}

describe('GET /rest/user/security-question', () => {
  it("answers the question of the user's email", async () => {
    const response = await securityQuestion('?email=jim@juice-sh.op')
    expect(response.status).toBe(200)
    const { question } = await readJson<{ question: Json }>(response)
    expect(question).toEqual({
      id: 1,
      question: 'Your eldest siblings middle name?',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
  })

  it('answers an empty object for unknown, soft-deleted or oddly shaped emails', async () => {
    for (const query of [
      '?email=nobody@juice-sh.op',
      '?email=chris.pike@juice-sh.op',
      '?email=',
      '?email=a&email=b',
    ]) {
      const response = await securityQuestion(query)
      expect(response.status).toBe(200)
      expect(await readJson(response)).toEqual({})
    }
  })

  it('is not injectable', async () => {
    for (const email of ["';", "' OR 1=1--", `${'x'.repeat(5000)}' OR '1'='1`]) {
      const response = await securityQuestion(`?email=${encodeURIComponent(email)}`)
      expect(response.status).toBe(200)
      expect(await readJson(response)).toEqual({})
    }
  })

  it('shows the error page when the email parameter is absent', async () => {
    const response = await securityQuestion('')
    expect(response.status).toBe(500)
    const page = await response.text()
    expect(page).toContain('OWASP Juice Shop (Express')
    expect(page).toContain('Error: WHERE parameter &quot;email&quot; has invalid &quot;undefined&quot; value')
  })
})

describe('GET /rest/user/change-password', () => {
  it('changes the password when the current one is right', async () => {
    const token = await registerAndLogin('kuni@be.rt', 'kunigunde')
    const response = await changePassword('?current=kunigunde&new=foo&repeat=foo', bearer(token))
    expect(response.status).toBe(200)
    const { user } = await readJson<{ user: Json }>(response)
    expect(user).toMatchObject({ email: 'kuni@be.rt', password: hashPassword('foo') })
    expect(await t.login('kuni@be.rt', 'foo')).toEqual(expect.any(String))
  })

  it('refuses a wrong current password', async () => {
    const token = await t.login(
      'bjoern@juice-sh.op',
      'monkey summer birthday are all bad passwords but work just fine in a long passphrase',
    )
    const response = await changePassword('?current=definitely_wrong&new=foo&repeat=foo', bearer(token))
    expect(response.status).toBe(401)
    expect(await response.text()).toBe('Current password is not correct.')
    const listed = await changePassword('?current=a&current=b&new=foo&repeat=foo', bearer(token))
    expect(listed.status).toBe(401)
  })

  it('refuses an empty or unrepeated new password before looking at the session', async () => {
    const empty = await changePassword('')
    expect(empty.status).toBe(401)
    expect(await empty.text()).toBe('Password cannot be empty.')
    const undefinedText = await changePassword('?new=undefined&repeat=undefined')
    expect(await undefinedText.text()).toBe('Password cannot be empty.')
    const mismatch = await changePassword('?new=foo&repeat=bar')
    expect(mismatch.status).toBe(401)
    expect(await mismatch.text()).toBe('New and repeated password do not match.')
    expect((await changePassword('?new=foo&new=bar&repeat=foo')).status).toBe(401)
  })

  it('blocks requests without a known session', async () => {
    await expectBlockedPage(await changePassword('?new=foo&repeat=foo'))
    await expectBlockedPage(await changePassword('?new=foo&repeat=foo', { Authorization: 'Bearer unknown' }))
    await expectBlockedPage(await changePassword('?new=foo&repeat=foo', { Authorization: 'x'.repeat(8000) }))
  })

  it('reads the token as the Authorization value minus its first seven characters', async () => {
    const token = await registerAndLogin('seven@be.rt', 'seven7')
    const response = await changePassword('?current=seven7&new=eight8&repeat=eight8', {
      Authorization: `Bearer=${token}`,
    })
    expect(response.status).toBe(200)
  })

  it('answers 404 when the session belongs to no stored user', async () => {
    const ghost = signToken({ data: { id: 999, email: 'ghost@juice-sh.op', password: hashPassword('boo') } })
    const response = await changePassword('?new=foo&repeat=foo', bearer(ghost))
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('User not found.')
  })
})

describe('POST /rest/user/reset-password', () => {
  it.each([
    ['jim@juice-sh.op', 'Samuel', 'ncc-1701'],
    ['bender@juice-sh.op', "Stop'n'Drop", 'OhG0dPlease1nsertLiquor!'],
    ['bjoern@juice-sh.op', 'West-2082', 'monkey summer birthday'],
    ['bjoern@owasp.org', 'Zaya', 'kitten lesser pooch'],
    ['morty@juice-sh.op', '5N0wb41L', 'iBurri3dMySe1f!'],
  ])('resets the password of %s with the right answer', async (email, answer, password) => {
    const response = await resetPassword({ email, answer, new: password, repeat: password })
    expect(response.status).toBe(200)
    const { user } = await readJson<{ user: Json }>(response)
    expect(user).toMatchObject({ email, password: hashPassword(password) })
    expect(await t.login(email, password)).toEqual(expect.any(String))
  })

  it('refuses a wrong answer, an unknown email and a soft-deleted account alike', async () => {
    const attempts = [
      { email: 'jim@juice-sh.op', answer: 'Spock' },
      { email: 'jim@juice-sh.op', answer: 'samuel' },
      { email: 'nobody@juice-sh.op', answer: 'Samuel' },
      { email: 'chris.pike@juice-sh.op', answer: 'greenwood' },
      { email: 'jim@juice-sh.op', answer: 'x'.repeat(90_000) },
    ]
    for (const attempt of attempts) {
      const response = await resetPassword({ ...attempt, new: 'whatever', repeat: 'whatever' })
      expect(response.status).toBe(401)
      expect(await response.text()).toBe('Wrong answer to security question.')
    }
  })

  it('checks the new password before the answer', async () => {
    const missing = await resetPassword({ email: 'jim@juice-sh.op', answer: 'wrong', repeat: 'x' })
    expect(missing.status).toBe(401)
    expect(await missing.text()).toBe('Password cannot be empty.')
    const mismatch = await resetPassword({ email: 'jim@juice-sh.op', answer: 'wrong', new: 'a', repeat: 'b' })
    expect(mismatch.status).toBe(401)
    expect(await mismatch.text()).toBe('New and repeated password do not match.')
    const numeric = await resetPassword({ email: 'jim@juice-sh.op', answer: 'x', new: 12345, repeat: 12345 })
    expect(await numeric.text()).toBe('Password cannot be empty.')
  })

  it('blocks requests without email or answer, also of other JSON types', async () => {
    await expectBlockedPage(await resetPassword({}))
    await expectBlockedPage(await resetPassword({ answer: 'Samuel', new: 'a', repeat: 'a' }))
    await expectBlockedPage(await resetPassword({ email: 'jim@juice-sh.op', new: 'a', repeat: 'a' }))
    await expectBlockedPage(await resetPassword({ email: ['jim@juice-sh.op'], answer: 'Samuel', new: 'a' }))
    await expectBlockedPage(await resetPassword({ email: 'jim@juice-sh.op', answer: { $ne: 1 }, new: 'a' }))
    await expectBlockedPage(await resetPassword(['jim@juice-sh.op']))
    const form = await t.request('/rest/user/reset-password', {
      method: 'POST',
      body: 'email=jim@juice-sh.op',
      headers: { 'Content-Type': 'text/plain' },
    })
    await expectBlockedPage(form)
  })

  it('answers malformed JSON with the error page', async () => {
    const response = await t.request('/rest/user/reset-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    })
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('SyntaxError')
  })
})
