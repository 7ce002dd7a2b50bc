import { describe, expect, it } from 'vitest'
import { uniqueEmail } from '../support/accounts.js'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { api } from '../support/shop.js'

function derivedPassword(email: string): string {
  return Buffer.from(email.split('').reverse().join('')).toString('base64')
}

describe('local stand-in for the third-party sign-in', () => {
  const fixture = useShopAndBrowser()

  it('hides the Google button on an unauthorised origin', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/login' })
    await page.locator('#loginButton').waitFor()
    await expect(page.locator('#loginButtonGoogle').count()).resolves.toBe(0)
    await context.close()
  })

  it('signs a new user in through #/oauth-local with the derived password, twice', async () => {
    const email = uniqueEmail('e2e-oauth')
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/oauth-local' })
    const continueButton = page.locator('#localProviderContinue')
    await page.locator('#localProviderEmail').fill('no-email')
    await page.locator('#localProviderEmail').blur()
    await page.getByText('Email address is not valid.').waitFor()
    await expect(continueButton.isDisabled()).resolves.toBe(true)

    for (const attempt of ['registers', 'already registered']) {
      await page.goto(`${fixture.shop.baseUrl}/#/oauth-local`)
      await page.locator('#localProviderEmail').fill(email)
      const loggedIn = page.waitForResponse((response) => response.url().endsWith('/rest/user/login'))
      await continueButton.click()
      const login = await loggedIn
      expect([attempt, login.status()]).toEqual([attempt, 200])
      expect(login.request().postDataJSON()).toEqual({ email, password: derivedPassword(email), oauth: true })
      await page.waitForURL(/#\/search$/)
      await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeTruthy()
      await page.evaluate(() => localStorage.removeItem('token'))
    }

    const direct = await api(fixture.shop, '/rest/user/login', {
      method: 'POST',
      body: { email, password: derivedPassword(email) },
    })
    expect(direct.status).toBe(200)
    await context.close()
  })

  it('goes back to the login when the token carries no email', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await page.goto(`${fixture.shop.baseUrl}/#access_token=local%3A&token_type=Bearer`)
    await page.waitForURL(/#\/login$/)
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull()
    await context.close()
  })
})
