import { describe, expect, it } from 'vitest'
import { BENDER, logoutThroughUi, openPrivacyPage, registerUser, uniqueEmail } from '../support/accounts.js'
import { loginThroughUi, openShop, openShopAs } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { api, waitForSolved } from '../support/shop.js'

const XSS_HEADER = '<iframe src="javascript:alert(`xss`)">'

describe('last login IP', () => {
  const fixture = useShopAndBrowser()

  it('is only for logged-in users', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, {
      path: '/privacy-security/last-login-ip',
    })
    await expect(page.locator('#error-message').textContent()).resolves.toBe(
      'Please log in to view this page.',
    )
    await context.close()
  })

  it('shows the IP recorded at logout after the next login', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, BENDER)
    await openPrivacyPage(page, fixture.shop, 'last-login-ip')
    await page.getByTestId('last-login-ip-unknown').waitFor()

    const saved = page.waitForResponse((response) => response.url().endsWith('/rest/saveLoginIp'))
    await logoutThroughUi(page)
    expect((await saved).status()).toBe(200)
    await loginThroughUi(page, fixture.shop, BENDER.email, BENDER.password)
    await openPrivacyPage(page, fixture.shop, 'last-login-ip')
    await expect(page.getByTestId('last-login-ip').textContent()).resolves.toBe('127.0.0.1')
    await context.close()
  })

  it('renders a forged True-Client-IP header as HTML (HTTP-Header XSS)', async () => {
    const email = uniqueEmail('e2e-ip')
    await registerUser(fixture.shop, email, 'Header1!')
    const login = await api<{ authentication: { token: string } }>(fixture.shop, '/rest/user/login', {
      method: 'POST',
      body: { email, password: 'Header1!' },
    })
    const forged = await fetch(`${fixture.shop.baseUrl}/rest/saveLoginIp`, {
      headers: { Authorization: `Bearer ${login.body.authentication.token}`, 'True-Client-IP': XSS_HEADER },
    })
    expect(forged.status).toBe(200)
    await expect(waitForSolved(fixture.shop, 'httpHeaderXssChallenge')).resolves.toBe(true)

    const { context, page } = await openShop(fixture.browser, fixture.shop)
    const alerted = new Promise<string>((resolve) =>
      page.on('dialog', (dialog) => {
        resolve(dialog.message())
        void dialog.dismiss()
      }),
    )
    await loginThroughUi(page, fixture.shop, email, 'Header1!')
    await openPrivacyPage(page, fixture.shop, 'last-login-ip')
    await page.getByTestId('last-login-ip').locator('iframe').waitFor({ state: 'attached' })
    await expect(alerted).resolves.toBe('xss')
    await context.close()
  })
})
