import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousFindings } from '../support/a11y.js'
import { openShop, openSideMenu } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'

/** The lazy chunks of two pages (file names `chunks/<module>-<hash>.js`, as the navigation to them requests). */
const aboutChunk = /\/chunks\/about-page-[\w-]+\.js$/
const scoreBoardChunk = /\/chunks\/score-board-page-[\w-]+\.js$/

/** The text of the focused element, e.g. the message's heading after the boundary moved the focus there. */
function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent ?? undefined)
}

describe('a page that cannot be displayed', () => {
  const fixture = useShopAndBrowser()

  it('keeps the shell, explains in place, and recovers by navigating or by trying again', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text())
    })
    await page.getByTestId('product-card').first().waitFor()
    // The network fails for the about page's code only (a flaky connection, or a shop upgraded under an open tab).
    const requested: string[] = []
    await page.route(aboutChunk, async (route) => {
      requested.push(route.request().url())
      await route.abort('failed')
    })

    await openSideMenu(page)
    await page.getByTestId('sidenav-about').click()
    await page.waitForURL(/#\/about$/)
    const alert = page.getByRole('alert').filter({ hasText: 'Sorry, this page could not be displayed.' })
    await alert.waitFor()
    expect(requested).toHaveLength(1)
    await expect(page.locator('#aboutText').count()).resolves.toBe(0)
    await expect(focusedText(page)).resolves.toBe('Sorry, this page could not be displayed.')
    await expect(alert.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true)
    await expect(seriousFindings(page)).resolves.toEqual([])
    // The shell around the page still works.
    await expect(page.locator('#searchQuery').isVisible()).resolves.toBe(true)
    await openSideMenu(page)
    await page.keyboard.press('Escape')
    await page.getByRole('navigation', { name: 'Side menu' }).waitFor({ state: 'hidden' })
    expect(logged.filter((text) => text.includes('dynamically imported module'))).toHaveLength(1)

    // Navigating away recovers.
    await alert.getByRole('link', { name: 'Back to homepage' }).click()
    await page.waitForURL(/#\/search$/)
    await page.getByTestId('product-card').first().waitFor()
    await expect(page.getByRole('alert').count()).resolves.toBe(0)

    // Once the network is back, trying again loads the shop afresh, so the page's code is fetched again.
    await page.goto(`${fixture.shop.baseUrl}/#/about`)
    await alert.waitFor()
    await page.unroute(aboutChunk)
    await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Try again' }).click()])
    await page.locator('#aboutText').waitFor()
    await expect(page.getByRole('alert').count()).resolves.toBe(0)
    await context.close()
  })

  it('speaks the chosen language and lets the top bar lead elsewhere', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, {
      cookies: { language: 'de_DE' },
    })
    await page.locator('#navbarAccount', { hasText: 'Konto' }).waitFor()
    // As after an upgrade of the shop: the old chunk is gone and the server answers with its page instead.
    await page.route(scoreBoardChunk, (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>gone</title>' }),
    )

    await page.goto(`${fixture.shop.baseUrl}/#/score-board`)
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Diese Seite konnte leider nicht angezeigt werden.' })
    await alert.waitFor()
    await expect(alert.getByRole('button', { name: 'Erneut versuchen' }).isVisible()).resolves.toBe(true)
    await expect(alert.getByRole('link', { name: 'Zurück zur Startseite' }).isVisible()).resolves.toBe(true)
    await expect(page.getByTestId('challenge-card').count()).resolves.toBe(0)

    await page.locator('#searchQuery').fill('OWASP')
    await page.locator('#searchQuery').press('Enter')
    await page.waitForURL(/#\/search\?q=OWASP/)
    // The sticker's German name: the search page works, in the chosen language.
    await page.getByTestId('product-card').filter({ hasText: 'OWASP Juice Shop Aufkleber' }).first().waitFor()
    await expect(page.getByRole('alert').count()).resolves.toBe(0)
    await context.close()
  })
})
