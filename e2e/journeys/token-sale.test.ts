import { describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { api, waitForSolved } from '../support/shop.js'

describe('token-sale page', () => {
  const fixture = useShopAndBrowser()

  it('opens by its hidden route, names the coin and offers whitepapers and FAQ', async () => {
    const config = await api<{ config: { application: { altcoinName?: string } } }>(
      fixture.shop,
      '/rest/admin/application-configuration',
    )
    const coin = config.body.config.application.altcoinName ?? 'Juicycoin'
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/tokensale-ico-ea' })
    await page.locator('#tokenSaleTitle').filter({ hasText: coin }).waitFor()
    await expect(page.locator('#whitepaperLink').getAttribute('href')).resolves.toMatch(/^https:\/\//)
    await expect(page.getByTestId('token-sale-faq').count()).resolves.toBeGreaterThanOrEqual(3)
    expect(page.url()).toMatch(/#\/tokensale-ico-ea$/)
    await context.close()
  })

  it('loads the 56px padding image, which solves Blockchain Hype', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/tokensale-ico-ea' })
    await page.locator('img[src="assets/public/images/padding/56px.png"]').waitFor({ state: 'attached' })
    await expect(waitForSolved(fixture.shop, 'tokenSaleChallenge')).resolves.toBe(true)
    await context.close()
  })
})
