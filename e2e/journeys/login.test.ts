import { describe, expect, it } from 'vitest'
import { ADMIN } from '../support/accounts.js'
import { openShop, openShopAs } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'

describe('login', () => {
  const fixture = useShopAndBrowser()

  it('shows the server error for a wrong password until a field gains focus', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/login' })
    const button = page.locator('#loginButton')
    await expect(button.isDisabled()).resolves.toBe(true)
    await page.locator('#email').fill('admin@juice-sh.op')
    await page.locator('#password').fill('wrong')
    await button.click()
    const error = page.getByTestId('login-error')
    await expect(error.textContent()).resolves.toBe('Invalid email or password.')
    await page.locator('#email').focus()
    await error.waitFor({ state: 'detached' })
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull()
    await context.close()
  })

  it('logs the admin in, shows the basket badge and logs out again', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, ADMIN)
    await expect(page.evaluate(() => sessionStorage.getItem('bid'))).resolves.toBe('1')
    const cookies = await context.cookies(fixture.shop.baseUrl)
    const tokenCookie = cookies.find((cookie) => cookie.name === 'token')
    expect(tokenCookie?.value).toBeTruthy()
    // Seeded basket 1 holds 2 + 3 + 1 items.
    await page.getByTestId('basket-count').locator('.MuiBadge-badge', { hasText: '6' }).waitFor()

    await page.locator('#navbarAccount').click()
    await page.locator('#navbarLogoutButton').click()
    // Logout first records the last login IP, then forgets the session.
    await page.waitForFunction(() => localStorage.getItem('token') === null)
    await page.waitForURL(/#\/search/)
    await expect(page.evaluate(() => sessionStorage.getItem('bid'))).resolves.toBeNull()
    await expect(page.getByTestId('basket-count').count()).resolves.toBe(0)
    await page.locator('#navbarAccount').click()
    await page.locator('#navbarLoginButton').waitFor()
    await context.close()
  })

  it('remembers the email when asked to', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/login' })
    await page.locator('#email').fill('jim@juice-sh.op')
    await page.locator('#password').fill('ncc-1701')
    await page.locator('#rememberMe').check()
    await page.locator('#loginButton').click()
    await page.waitForURL(/#\/search/)
    await expect(page.evaluate(() => localStorage.getItem('email'))).resolves.toBe('jim@juice-sh.op')
    await context.close()
  })

  it('signs a Google user in from the access-token fragment', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/login' })
    await context.route('https://www.googleapis.com/**', (route) =>
      route.fulfill({ json: { email: 'e2e.google@example.com' } }),
    )
    await page.goto(
      `${fixture.shop.baseUrl}/#access_token=fake-google-token&token_type=Bearer&expires_in=3599`,
    )
    await page.waitForURL(/#\/search$/)
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeTruthy()
    await context.close()
  })
})
