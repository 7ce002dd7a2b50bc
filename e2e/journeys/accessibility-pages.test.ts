import { beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTANT, ADMIN, JIM } from '../support/accounts.js'
import { auditRoutes, WIDTHS, type Visitor } from '../support/a11y.js'
import { clientRoutes, seededParams, type ClientRoute, type RouteParams } from '../support/client-routes.js'
import { useShopAndBrowser } from '../support/fixtures.js'

/** Every route of the table, for each visitor the routes they may open (and, logged out, one refused page). */
function routesFor(visitor: Visitor, params: RouteParams): ClientRoute[] {
  const routes = clientRoutes(params)
  switch (visitor.credentials) {
    case undefined: {
      const refused = routes.find((route) => route.needs === 'login')
      return [...routes.filter((route) => route.needs === 'none'), ...(refused ? [refused] : [])]
    }
    case ADMIN:
      return routes.filter((route) => route.needs === 'admin')
    case ACCOUNTANT:
      return routes.filter((route) => route.needs === 'accounting')
    default:
      return routes.filter((route) => route.needs === 'none' || route.needs === 'login')
  }
}

const visitors: Visitor[] = [
  { name: 'logged out' },
  { name: 'a customer', credentials: JIM },
  { name: 'the admin', credentials: ADMIN },
  { name: 'the accountant', credentials: ACCOUNTANT },
]

describe('every page of the route table: no serious accessibility finding, no console error, no refused request', () => {
  const fixture = useShopAndBrowser()
  let params: RouteParams = {}

  beforeAll(async () => {
    params = await seededParams(fixture.shop, JIM, ACCOUNTANT)
  })

  for (const width of WIDTHS) {
    for (const visitor of visitors) {
      it(`at ${width} px, ${visitor.name}`, { timeout: 180_000 }, async () => {
        const routes = routesFor(visitor, params)
        expect(routes.length).toBeGreaterThan(0)
        await expect(auditRoutes(fixture.browser, fixture.shop, { visitor, width, routes })).resolves.toEqual(
          [],
        )
      })
    }
  }
})
