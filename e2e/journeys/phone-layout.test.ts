import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTANT, ADMIN, JIM, type Credentials } from '../support/accounts.js'
import { openShop, openSideMenu } from '../support/browser.js'
import { openProduct, openSearch } from '../support/catalogue.js'
import { clientRoutes, seededParams, type ClientRoute, type RouteNeeds } from '../support/client-routes.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { logInByApi, watchRequests, widerThanViewport, type RequestWatch } from '../support/layout.js'

/** Two phones (the smallest in use, a common one) and a tablet held upright; the desktop keeps its layout. */
const WIDTHS = [320, 390, 768]
const HEIGHT = 800

/** Who visits which routes: a visitor the open ones, a customer those too and the logged-in ones, staff their own. */
const VISITORS: { who: string; as?: Credentials; sees: RouteNeeds[] }[] = [
  { who: 'a visitor', sees: ['none'] },
  { who: 'a customer', as: JIM, sees: ['none', 'login'] },
  { who: 'the administrator', as: ADMIN, sees: ['admin'] },
  { who: 'the accountant', as: ACCOUNTANT, sees: ['accounting'] },
]

async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT })
  // Media queries answer on the next frame, React re-renders after it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await page.waitForTimeout(100)
}

/**
 * What sticks out of the current page at each width, as "<width> px <path>: <element>". A page that hands over to
 * a server page (the erasure request opens /dataerasure) may do so while it is measured: then it is measured again
 * once that page has loaded.
 */
async function overflowsAtEveryWidth(page: Page, requests: RequestWatch, path: string): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      const found: string[] = []
      for (const width of WIDTHS) {
        await resize(page, width)
        for (const offender of await widerThanViewport(page)) found.push(`${width} px ${path}: ${offender}`)
      }
      return found
    } catch (error) {
      if (attempt === 2 || !String(error).includes('Execution context was destroyed')) throw error
      await page.waitForLoadState('load')
      await requests.quiet()
    }
  }
}

describe('phone layouts: no page is wider than the screen', () => {
  const fixture = useShopAndBrowser()
  let routes: ClientRoute[] = []

  beforeAll(async () => {
    routes = clientRoutes(await seededParams(fixture.shop, JIM, ACCOUNTANT))
  })

  for (const { who, as, sees } of VISITORS)
    it(`fits every page ${who} opens at ${WIDTHS.join(', ')} px`, async () => {
      const { context, page } = await openShop(fixture.browser, fixture.shop)
      const requests = watchRequests(page)
      if (as) await logInByApi(page, fixture.shop, as)
      const visited = routes.filter((route) => sees.includes(route.needs))
      expect(visited.length).toBeGreaterThan(0)
      const overflows: string[] = []
      for (const route of visited) {
        await resize(page, WIDTHS[0]!)
        await page.goto(`${fixture.shop.baseUrl}/#/${route.path}`)
        await requests.quiet()
        overflows.push(...(await overflowsAtEveryWidth(page, requests, `/#/${route.path}`)))
      }
      expect(overflows).toEqual([])
      await context.close()
    }, 180_000)
})

describe('phone layouts: the top bar, the side menu and dialogs', () => {
  const fixture = useShopAndBrowser()

  it('shows icon buttons with names, and the search opens on demand and gives the focus back', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await logInByApi(page, fixture.shop, JIM)
    await resize(page, 390)
    const bar = page.getByRole('banner')
    await bar.getByRole('button', { name: 'Account', exact: true }).waitFor()
    await bar.getByRole('link', { name: /Your Basket/ }).waitFor()
    await expect(page.locator('#navbarLanguageButton').count()).resolves.toBe(0)
    await expect(page.locator('#searchQuery').count()).resolves.toBe(0)

    const toggle = bar.getByRole('button', { name: 'Search...' })
    await toggle.click()
    await expect(
      page.locator('#searchQuery').evaluate((input) => input === document.activeElement),
    ).resolves.toBe(true)
    await page.locator('#searchQuery').fill('apple')
    await page.locator('#searchQuery').press('Enter')
    await page.waitForURL(/#\/search\?q=apple/)
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Search...')
    await expect(page.locator('#searchQuery').count()).resolves.toBe(0)

    await bar.getByRole('button', { name: 'Account', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Orders & Payment' }).click()
    await page.getByRole('menuitem', { name: 'Order History' }).click()
    await page.waitForURL(/#\/order-history/)
    await context.close()
  })

  it('offers the language in the side menu', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await resize(page, 320)
    await openSideMenu(page)
    await page
      .getByRole('navigation', { name: 'Side menu' })
      .getByRole('button', { name: /Language/ })
      .click()
    await page.getByRole('menuitem', { name: /Deutsch/ }).click()
    await page.locator('#navbarAccount[aria-label="Konto"]').waitFor()
    await context.close()
  })

  it('shows dialogs full-screen', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await resize(page, 390)
    await openSearch(page, fixture.shop, 'Apple Juice')
    const dialog = await openProduct(page, 'Apple Juice (1000ml)')
    const box = await dialog.evaluate((element) =>
      element.closest('.MuiDialog-paper')!.getBoundingClientRect(),
    )
    expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, 390, HEIGHT])
    await context.close()
  })
})
