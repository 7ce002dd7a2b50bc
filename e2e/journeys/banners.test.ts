import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'

/** Reloads and waits until the configuration (which decides about both banners) has arrived. */
async function reloadWithConfig(page: Page): Promise<void> {
  await Promise.all([page.waitForResponse(/application-configuration/), page.reload()])
  await page.waitForTimeout(500)
}

describe('welcome dialog and cookie consent', () => {
  const fixture = useShopAndBrowser()

  it('dismisses the welcome dialog for good', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { dismissBanners: false })
    const dialog = page.locator('#welcome-banner')
    await dialog.waitFor()
    await expect(dialog.textContent()).resolves.toContain('Welcome to OWASP Juice Shop!')
    const box = await dialog.boundingBox()
    expect(box?.y).toBe(50)
    expect(box?.width).toBeGreaterThanOrEqual(320)
    await page.locator('#welcome-dismiss').click()
    await dialog.waitFor({ state: 'detached' })
    const cookies = await context.cookies(fixture.shop.baseUrl)
    expect(cookies.find((cookie) => cookie.name === 'welcomebanner_status')?.value).toBe('dismiss')
    await reloadWithConfig(page)
    await expect(dialog.count()).resolves.toBe(0)
    await context.close()
  })

  it('dismisses the cookie banner for good', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, {
      dismissBanners: false,
      cookies: { welcomebanner_status: 'dismiss' },
    })
    const banner = page.getByTestId('cookie-consent')
    await banner.waitFor()
    const link = banner.getByRole('link')
    await expect(link.getAttribute('target')).resolves.toBe('_blank')
    await expect(link.getAttribute('href')).resolves.toBe('https://www.youtube.com/watch?v=9PnbKL3wuH4')
    await banner.getByRole('button', { name: 'Me want it!' }).click()
    await banner.waitFor({ state: 'detached' })
    const cookies = await context.cookies(fixture.shop.baseUrl)
    expect(cookies.find((cookie) => cookie.name === 'cookieconsent_status')?.value).toBe('dismiss')
    await reloadWithConfig(page)
    await expect(banner.count()).resolves.toBe(0)
    await context.close()
  })
})
