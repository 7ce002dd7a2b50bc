import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, loginThroughUi, openShop } from '../support/browser.js'
import { startShop, type RunningShop } from '../support/shop.js'

describe('route guards', () => {
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

  it('shows the 403 page to a logged-out visitor of the basket', async () => {
    const { context, page } = await openShop(browser, shop, { path: '/basket' })
    await page.getByTestId('forbidden-page').waitFor()
    await expect(page.locator('#error-message').textContent()).resolves.toBe(
      'Please log in to view this page.',
    )
    expect(page.url()).toMatch(/#\/basket$/)
    await context.close()
  })

  it('shows the 403 page to a customer visiting the administration', async () => {
    const { context, page } = await openShop(browser, shop)
    await loginThroughUi(page, shop, 'jim@juice-sh.op', 'ncc-1701')
    await page.goto(`${shop.baseUrl}/#/administration`)
    await page.getByTestId('forbidden-page').waitFor()
    await expect(page.locator('#error-message').textContent()).resolves.toBe(
      'You are not allowed to view this page!',
    )
    await context.close()
  })

  it('redirects unknown routes to the search', async () => {
    const { context, page } = await openShop(browser, shop, { path: '/no-such-page' })
    await page.waitForURL(/#\/search$/)
    await context.close()
  })

  it('opens the hidden token sale through its computed route matcher', async () => {
    const { context, page } = await openShop(browser, shop, { path: '/tokensale-ico-ea' })
    await page.locator('#tokenSaleTitle').filter({ hasText: 'Juicycoin' }).waitFor()
    await expect(page.locator('img[src="assets/public/images/padding/56px.png"]').count()).resolves.toBe(1)
    expect(page.url()).toMatch(/#\/tokensale-ico-ea$/)
    await context.close()
  })
})
