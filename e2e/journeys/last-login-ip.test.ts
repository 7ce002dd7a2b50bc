import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logoutThroughUi, openPrivacyPage, registerUser, uniqueEmail } from '../support/accounts.js'
import { launchBrowser, loginThroughUi, openShop } from '../support/browser.js'
import { api, startShop, waitForSolved, type RunningShop } from '../support/shop.js'

const XSS_HEADER = '<iframe src="javascript:alert(`xss`)">'

describe('last login IP', () => {
  let shop: RunningShop
  let browser: Browser

  beforeAll(async () => {
    shop = await startShop()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
  })

  it('is only for logged-in users', async () => {
    const { context, page } = await openShop(browser, shop, { path: '/privacy-security/last-login-ip' })
    await expect(page.locator('#error-message').textContent()).resolves.toBe(
      'Please log in to view this page.',
    )
    await context.close()
  })

  it('shows the IP recorded at logout after the next login', async () => {
    const { context, page } = await openShop(browser, shop)
    await loginThroughUi(page, shop, 'bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!')
    await openPrivacyPage(page, shop, 'last-login-ip')
    await page.getByTestId('last-login-ip-unknown').waitFor()

    const saved = page.waitForResponse((response) => response.url().endsWith('/rest/saveLoginIp'))
    await logoutThroughUi(page)
    expect((await saved).status()).toBe(200)
    await loginThroughUi(page, shop, 'bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!')
    await openPrivacyPage(page, shop, 'last-login-ip')
    await expect(page.getByTestId('last-login-ip').textContent()).resolves.toBe('127.0.0.1')
    await context.close()
  })

  it('renders a forged True-Client-IP header as HTML (HTTP-Header XSS)', async () => {
    const email = uniqueEmail('e2e-ip')
    await registerUser(shop, email, 'Header1!')
    const login = await api<{ authentication: { token: string } }>(shop, '/rest/user/login', {
      method: 'POST',
      body: { email, password: 'Header1!' },
    })
    const forged = await fetch(`${shop.baseUrl}/rest/saveLoginIp`, {
      headers: { Authorization: `Bearer ${login.body.authentication.token}`, 'True-Client-IP': XSS_HEADER },
    })
    expect(forged.status).toBe(200)
    await expect(waitForSolved(shop, 'httpHeaderXssChallenge')).resolves.toBe(true)

    const { context, page } = await openShop(browser, shop)
    const alerted = new Promise<string>((resolve) =>
      page.on('dialog', (dialog) => {
        resolve(dialog.message())
        void dialog.dismiss()
      }),
    )
    await loginThroughUi(page, shop, email, 'Header1!')
    await openPrivacyPage(page, shop, 'last-login-ip')
    await page.getByTestId('last-login-ip').locator('iframe').waitFor({ state: 'attached' })
    await expect(alerted).resolves.toBe('xss')
    await context.close()
  })
})
