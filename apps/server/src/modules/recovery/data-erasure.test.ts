import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signToken } from '../../platform/auth/jwt.js'
import { bearer, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

const owasp = { email: 'bjoern@owasp.org', password: 'kitten lesser pooch karate buffoon indoors' }
const cookie = (token: string): Record<string, string> => ({ Cookie: `token=${token}` })
const form = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  body,
})

async function expectErrorPage(response: Response, text: string): Promise<void> {
  expect(response.status).toBe(500)
  expect(await response.text()).toContain(text)
}

describe('GET /dataerasure', () => {
  it("shows the erasure form with the user's email and security question as placeholders", async () => {
    const response = await t.request('/dataerasure/', {
      headers: cookie(await t.login(owasp.email, owasp.password)),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const page = await response.text()
    expect(page).toContain('<title>OWASP Juice Shop</title>')
    expect(page).toContain('Data Erasure Request (Art. 17 GDPR)')
    expect(page).toContain('<form method="post" action="/dataerasure">')
    const inputs = page.replace(/\s+/g, ' ')
    expect(inputs).toContain('id="email" name="email" type="email" required placeholder="bjoern@owasp.org"')
    expect(inputs).toContain(
      'id="securityAnswer" name="securityAnswer" type="text" required placeholder="Name of your favorite pet?"',
    )
  })

  it('escapes everything it shows', async () => {
    const email = '"><img src=x onerror=alert(1)>'
    const response = await t.request('/dataerasure', {
      headers: cookie(signToken({ data: { id: 2, email } })),
    })
    const page = await response.text()
    expect(page).toContain('placeholder="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"')
    expect(page).not.toContain('<img src=x')
  })

  it('fails for a user without security answer or question', async () => {
    const kimminich = await t.login('bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=')
    await expectErrorPage(
      await t.request('/dataerasure', { headers: cookie(kimminich) }),
      'Error: No answer found!',
    )
    const { db } = t.shop
    db.pragma('foreign_keys = OFF')
    db.prepare('UPDATE SecurityAnswers SET SecurityQuestionId = 999 WHERE UserId = 3').run()
    db.pragma('foreign_keys = ON')
    const bender = await t.login('bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!')
    await expectErrorPage(
      await t.request('/dataerasure', { headers: cookie(bender) }),
      'Error: No question found!',
    )
  })

  it('blocks callers without a session cookie, also when they send a Bearer token', async () => {
    const jim = await t.login('jim@juice-sh.op', 'ncc-1701')
    for (const headers of [{}, bearer(jim), cookie('garbage'), cookie('x'.repeat(4000))]) {
      await expectErrorPage(
        await t.request('/dataerasure', { headers }),
        'Error: Blocked illegal activity by',
      )
    }
  })
})

describe('POST /dataerasure', () => {
  it('records the erasure request, ends the session and keeps the account', async () => {
    const token = await t.login(owasp.email, owasp.password)
    const response = await t.request(
      '/dataerasure/',
      form('email=bjoern%40owasp.org&securityAnswer=Zaya', cookie(token)),
    )
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('Sorry to see you leave! Your erasure request will be processed shortly.')
    expect(page).toContain("localStorage.removeItem('token')")
    expect(page).toContain("sessionStorage.removeItem('bid')")
    expect(response.headers.get('set-cookie')).toMatch(/^token=; Path=\/; Expires=Thu, 01 Jan 1970/)
    const requests = t.shop.db.prepare('SELECT * FROM PrivacyRequests WHERE UserId = 13').all() as Json[]
    expect(requests).toEqual([expect.objectContaining({ UserId: 13, deletionRequested: 1 })])
    expect(await t.login(owasp.email, owasp.password)).toEqual(expect.any(String))
  })

  it('accepts any body, since the answer is not verified', async () => {
    const token = await t.login('jim@juice-sh.op', 'ncc-1701')
    const bodies: RequestInit[] = [
      form('', cookie(token)),
      form(`email=${'x'.repeat(50_000)}&securityAnswer[$ne]=1`, cookie(token)),
      sendJson('POST', ['not', 'a', 'form'], cookie(token)),
    ]
    for (const body of bodies) expect((await t.request('/dataerasure', body)).status).toBe(200)
  })

  it('blocks callers without a session cookie or with a session of no stored user', async () => {
    await expectErrorPage(await t.request('/dataerasure', form('email=a')), 'Error: Blocked illegal activity')
    const ghost = signToken({ data: { id: 4711, email: 'ghost@juice-sh.op' } })
    await expectErrorPage(
      await t.request('/dataerasure', form('email=a', cookie(ghost))),
      'Error: Blocked illegal activity',
    )
  })
})

describe('the server-rendered pages', () => {
  it('use the configured name, escaped, and theme', async () => {
    const custom = await startTestShop({
      overrides: { application: { name: 'Juice <&> Co', theme: 'neon-fire' } },
    })
    try {
      const token = await custom.login(owasp.email, owasp.password)
      const page = await (await custom.request('/dataerasure', { headers: cookie(token) })).text()
      expect(page).toContain('<title>Juice &lt;&amp;&gt; Co</title>')
      expect(page).toContain('<body class="neon-fire-theme">')
      expect(page).toContain('--accent:#ffea00')
    } finally {
      await custom.close()
    }
  })
})
