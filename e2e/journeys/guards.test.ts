import { describe, expect, it } from 'vitest'
import { JIM } from '../support/accounts.js'
import { openShop, openShopAs } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'

describe('route guards', () => {
  const fixture = useShopAndBrowser()

  it('shows the 403 page to a logged-out visitor of the basket', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/basket' })
    await page.getByTestId('forbidden-page').waitFor()
    await expect(page.locator('#error-message').textContent()).resolves.toBe(
      'Please log in to view this page.',
    )
    expect(page.url()).toMatch(/#\/basket$/)
    await context.close()
  })

  it('shows the 403 page to a customer visiting the administration', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, JIM)
    await page.goto(`${fixture.shop.baseUrl}/#/administration`)
    await page.getByTestId('forbidden-page').waitFor()
    await expect(page.locator('#error-message').textContent()).resolves.toBe(
      'You are not allowed to view this page!',
    )
    await context.close()
  })

  it('redirects unknown routes to the search', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/no-such-page' })
    await page.waitForURL(/#\/search$/)
    await context.close()
  })

  it('opens the hidden token sale through its computed route matcher', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/tokensale-ico-ea' })
    await page.locator('#tokenSaleTitle').filter({ hasText: 'Juicycoin' }).waitFor()
    await expect(page.locator('img[src="assets/public/images/padding/56px.png"]').count()).resolves.toBe(1)
    expect(page.url()).toMatch(/#\/tokensale-ico-ea$/)
    await context.close()
  })
})
