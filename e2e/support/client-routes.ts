import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { apiLogin } from './checkout.js'
import { api, repoRoot, type RunningShop } from './shop.js'
import type { Credentials } from './accounts.js'

/** Who may open a client route: anyone, or a logged-in user of a role (the route table's `guarded(...)`). */
export type RouteNeeds = 'none' | 'login' | 'admin' | 'accounting'

export interface ClientRoute {
  /** The route's path as the table writes it (without the leading `/`), e.g. `address/edit/:addressId`. */
  pattern: string
  /** The pattern with sample values for its parameters (`SAMPLE_PARAMS`), ready for `/#/<path>`. */
  path: string
  needs: RouteNeeds
}

/** Values for the route parameters; `seededParams` answers real ids of a running shop instead. */
export type RouteParams = Record<string, string>

/** Sample values that need no running shop: Jim's first seeded address, the shop's own checkout. */
export const SAMPLE_PARAMS: RouteParams = { addressId: '4', entity: 'shop', id: 'unknown-order' }

/** Paths of the table that are not pages: the redirect of everything else to the search page. */
const NOT_PAGES = new Set(['*'])

const routerFile = join(repoRoot, 'apps/web/src/app/router.tsx')

interface TableEntry {
  path: string
  guard: RouteNeeds
  children?: string
}

/** The `{ path: … }` entries of one `const NAME: RouteObject[] = [ … ]` array of the route table. */
function tableEntries(source: string, name: string): TableEntry[] {
  const start = source.search(new RegExp(`const ${name}: RouteObject\\[\\] = \\[`))
  if (start < 0) throw new Error(`router.tsx has no route array named ${name}`)
  const body = source.slice(start, source.indexOf('\n]', start))
  // Each entry's text runs from its `path:` to the next one, so a guard or children written on later lines count.
  const chunks = body.split(/(?=\bpath: ')/).slice(1)
  return chunks.map((chunk) => {
    const path = /^path: '([^']*)'/.exec(chunk)?.[1] ?? ''
    const guard = /\bguarded\('(login|admin|accounting)'/.exec(chunk)?.[1] as RouteNeeds | undefined
    const children = /\bchildren: (\w+)/.exec(chunk)?.[1]
    return { path, guard: guard ?? 'none', children }
  })
}

/** Fills a pattern's `:name` parameters. */
export function withParams(pattern: string, params: RouteParams = SAMPLE_PARAMS): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`no sample value for route parameter :${name} of ${pattern}`)
    return encodeURIComponent(value)
  })
}

/**
 * Every page of the client's route table (`shopRoutes` in apps/web/src/app/router.tsx, nested children included
 * with their parent's guard), read from the source so that a new route is covered without touching the tests.
 */
export function clientRoutes(params: RouteParams = SAMPLE_PARAMS): ClientRoute[] {
  const source = readFileSync(routerFile, 'utf8')
  const routes: ClientRoute[] = []
  for (const entry of tableEntries(source, 'shopRoutes')) {
    if (NOT_PAGES.has(entry.path)) continue
    if (entry.children === undefined) {
      routes.push({ pattern: entry.path, path: withParams(entry.path, params), needs: entry.guard })
      continue
    }
    for (const child of tableEntries(source, entry.children)) {
      const pattern = `${entry.path}/${child.path}`
      const needs = child.guard === 'none' ? entry.guard : child.guard
      routes.push({ pattern, path: withParams(pattern, params), needs })
    }
  }
  return routes
}

/**
 * Real parameter values of a running shop for a customer: the customer's first saved address and an order placed
 * by someone (read through the accountant's order list), so parameterised pages show real content.
 */
export async function seededParams(
  shop: RunningShop,
  customer: Credentials,
  accountant: Credentials,
): Promise<RouteParams> {
  const { token } = await apiLogin(shop, customer.email, customer.password)
  const addresses = await api<{ data: Array<{ id: number }> }>(shop, '/api/Addresss', { token })
  const accounting = await apiLogin(shop, accountant.email, accountant.password)
  const orders = await api<{ data: Array<{ orderId: string }> }>(shop, '/rest/order-history/orders', {
    token: accounting.token,
  })
  const addressId = addresses.body.data[0]?.id
  const orderId = orders.body.data[0]?.orderId
  if (addressId === undefined || orderId === undefined) throw new Error('the seed has no address or order')
  return { ...SAMPLE_PARAMS, addressId: String(addressId), id: orderId }
}
