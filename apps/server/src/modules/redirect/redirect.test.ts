import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { redirectAllowlist } from './redirect-allowlist.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

const redirect = (query: string) => t.request(`/redirect${query}`, { redirect: 'manual' })

describe('GET /redirect', () => {
  it.each(redirectAllowlist)('redirects to the allow-listed %s', async (target) => {
    const response = await redirect(`?to=${encodeURIComponent(target)}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(target)
  })

  it('answers 406 for targets that mention no allow-listed URL', async () => {
    const response = await redirect('?to=whatever')
    expect(response.status).toBe(406)
    expect(await response.text()).toContain('Unrecognized target URL for redirect: whatever')
  })

  it('escapes the target in the error page', async () => {
    const response = await redirect(`?to=${encodeURIComponent('<script>alert(1)</script>')}`)
    expect(response.status).toBe(406)
    expect(await response.text()).not.toContain('<script>alert(1)</script>')
  })

  it('answers 500 TypeError without a target', async () => {
    for (const query of ['', '?x=y']) {
      const response = await redirect(query)
      expect(response.status).toBe(500)
      const page = await response.text()
      expect(page).toContain('<h1>OWASP Juice Shop (Express')
      expect(page).toContain('TypeError')
      expect(page).toContain('of undefined')
      expect(page).toContain('&#39;includes&#39;')
    }
  })

  it('answers 406 for a repeated target parameter', async () => {
    const github = encodeURIComponent('https://github.com/juice-shop/juice-shop')
    expect((await redirect(`?to=${github}&to=${github}`)).status).toBe(406)
  })

  it('redirects to anything that merely mentions an allow-listed URL (redirect hole)', async () => {
    const target = '/score-board?satisfyIndexOf=https://github.com/juice-shop/juice-shop'
    const response = await redirect(`?to=${encodeURIComponent(target)}`)
    expect(response.status).toBe(302)
    const followed = await t.request(`/redirect?to=${encodeURIComponent(target)}`)
    expect(followed.status).toBe(200)
    expect(followed.headers.get('content-type')).toContain('text/html')
  })

  it('never puts line breaks into the Location header', async () => {
    const target = 'https://github.com/juice-shop/juice-shop\r\nSet-Cookie: x=1'
    const response = await redirect(`?to=${encodeURIComponent(target)}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('location')).not.toMatch(/[\r\n]/)
  })
})
