import { describe, expect, it } from 'vitest'
import { openPrivacyPage, registerUser, uniqueEmail } from '../support/accounts.js'
import { loginThroughUi, openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'

describe('data erasure request', () => {
  const fixture = useShopAndBrowser()

  it('loads the server form, submits it and shows the result', async () => {
    const email = uniqueEmail('e2e-erasure')
    await registerUser(fixture.shop, email, 'Leaving1!', 'Rosalind')
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await loginThroughUi(page, fixture.shop, email, 'Leaving1!')
    await openPrivacyPage(page, fixture.shop, 'erasure-request')
    await page.waitForURL(/\/dataerasure\/?$/)
    await expect(page.locator('[name="email"]').getAttribute('placeholder')).resolves.toBe(email)
    await page.locator('[name="email"]').fill(email)
    await page.locator('[name="securityAnswer"]').fill('Rosalind')
    await page.locator('[name="securityAnswer"]').press('Enter')
    await page.getByText('Sorry to see you leave! Your erasure request will be processed shortly.').waitFor()
    await page.waitForFunction(() => localStorage.getItem('token') === null)
    expect((await context.cookies(fixture.shop.baseUrl)).some((cookie) => cookie.name === 'token')).toBe(
      false,
    )
    await context.close()
  })

  it('answers with an error page for a user without a security answer', async () => {
    const email = uniqueEmail('e2e-no-answer')
    await registerUser(fixture.shop, email, 'NoAnswer1!')
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await loginThroughUi(page, fixture.shop, email, 'NoAnswer1!')
    await openPrivacyPage(page, fixture.shop, 'erasure-request')
    await page.waitForURL(/\/dataerasure\/?$/)
    await page.getByText('No answer found!').first().waitFor()
    await context.close()
  })

  it('refuses a visitor who is not logged in', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, {
      path: '/privacy-security/erasure-request',
    })
    await expect(page.locator('#error-message').textContent()).resolves.toBe(
      'Please log in to view this page.',
    )
    const response = await page.goto(`${fixture.shop.baseUrl}/dataerasure`)
    expect(response?.status()).toBe(500)
    await page
      .getByText(/Blocked illegal activity/)
      .first()
      .waitFor()
    await context.close()
  })
})
