import { describe, expect, it } from 'vitest'
import { ACCOUNTANT, JIM } from '../support/accounts.js'
import { openShop, openShopAs, openSideMenu } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'

describe('navigation shell', () => {
  const fixture = useShopAndBrowser()

  it('shows the public side-menu entries to a logged-out visitor', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await openSideMenu(page)
    // waitFor (visible) instead of a one-off isVisible: the drawer may still be sliding in on a busy machine
    for (const id of ['home', 'contact', 'about', 'photo-wall', 'getting-started']) {
      await page.getByTestId(`sidenav-${id}`).waitFor({ state: 'visible' })
    }
    for (const id of ['complain', 'deluxe', 'accounting', 'score-board']) {
      await expect(page.getByTestId(`sidenav-${id}`).count()).resolves.toBe(0)
    }
    await expect(page.getByTestId('app-version').textContent()).resolves.toMatch(
      /OWASP Juice Shop v\d+\.\d+\.\d+/,
    )
    await context.close()
  })

  it('adds the customer entries after login', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, JIM)
    await openSideMenu(page)
    await page.getByTestId('sidenav-complain').waitFor()
    await page.getByTestId('sidenav-deluxe').waitFor({ state: 'visible' })
    await expect(page.getByTestId('sidenav-profile').textContent()).resolves.toContain('jim@juice-sh.op')
    await expect(page.getByTestId('sidenav-accounting').count()).resolves.toBe(0)
    await context.close()
  })

  it('shows accounting to the accounting role only', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, ACCOUNTANT)
    await openSideMenu(page)
    await page.getByTestId('sidenav-accounting').waitFor()
    await context.close()
  })

  it('switches the language to German and remembers it in a cookie', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await page.locator('#navbarLanguageButton').click()
    await page.locator('[data-language="de_DE"]').click()
    await page.locator('#navbarAccount', { hasText: 'Konto' }).waitFor()
    const cookies = await context.cookies(fixture.shop.baseUrl)
    expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('de_DE')
    await expect(page.locator('#navbarLanguageButton').textContent()).resolves.toContain('DE')
    await page.reload()
    await page.locator('#navbarAccount', { hasText: 'Konto' }).waitFor()
    await context.close()
  })

  it('searches through the top bar', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await page.locator('#searchQuery').fill('apple')
    await page.locator('#searchQuery').press('Enter')
    await page.waitForURL(/#\/search\?q=apple/)
    await page.getByTestId('product-card').first().waitFor()
    const prices = await page.locator('.item-price').allTextContents()
    expect(prices.every((price) => /^\d+\.\d{2}¤$/.test(price))).toBe(true)
    await page.locator('#searchQuery').fill('')
    await page.locator('#searchQuery').press('Enter')
    await page.waitForURL(/#\/search$/)
    await context.close()
  })
})
