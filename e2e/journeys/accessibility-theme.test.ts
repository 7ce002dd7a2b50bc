import { beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTANT, JIM } from '../support/accounts.js'
import { auditRoutes, WIDTHS } from '../support/a11y.js'
import { openShop } from '../support/browser.js'
import { clientRoutes, seededParams, type RouteParams } from '../support/client-routes.js'
import { useShopAndBrowser } from '../support/fixtures.js'

/** A light theme, the opposite of the default dark one, so contrast is checked against both kinds of background. */
const SECOND_THEME = 'blue-lightblue'

describe(`every page in the ${SECOND_THEME} theme: no serious accessibility finding (contrast included)`, () => {
  const fixture = useShopAndBrowser({ profile: `application:\n  theme: ${SECOND_THEME}\n` })
  let params: RouteParams = {}

  beforeAll(async () => {
    params = await seededParams(fixture.shop, JIM, ACCOUNTANT)
  })

  it('shows the configured theme', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await page.waitForFunction((name) => document.body.classList.contains(`${name}-theme`), SECOND_THEME)
    await context.close()
  })

  // Logged in, a customer sees every page a logged-out visitor sees, plus the account menu and guarded pages; logged
  // out, the public pages have the top bar's login button instead of the account menu.
  for (const width of WIDTHS) {
    it(`at ${width} px, a customer`, { timeout: 180_000 }, async () => {
      const routes = clientRoutes(params).filter((route) => route.needs === 'none' || route.needs === 'login')
      const visitor = { name: 'a customer', credentials: JIM }
      await expect(auditRoutes(fixture.browser, fixture.shop, { visitor, width, routes })).resolves.toEqual(
        [],
      )
    })

    it(`at ${width} px, logged out`, { timeout: 180_000 }, async () => {
      const routes = clientRoutes(params).filter((route) => route.needs === 'none')
      const visitor = { name: 'logged out' }
      await expect(auditRoutes(fixture.browser, fixture.shop, { visitor, width, routes })).resolves.toEqual(
        [],
      )
    })
  }
})
