import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import type { Credentials } from './accounts.js'
import { loginThroughUi, openShop } from './browser.js'
import type { ClientRoute } from './client-routes.js'
import type { RunningShop } from './shop.js'

/** The widths every page is checked at: a phone's and a laptop's. */
export const WIDTHS = [390, 1280] as const

/**
 * The serious and critical findings of axe on the page as it is now, each as "rule: the elements' HTML".
 * `label-content-name-mismatch` is experimental in axe and so off by default; it is switched on because speech users
 * activate controls by their visible text.
 */
export async function seriousFindings(page: Page): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
    // Only violations are read; axe then spends no time detailing what passed.
    resultTypes: ['violations'],
  })
  const { violations } = await builder.analyze()
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map(({ html }) => html.slice(0, 160)).join(' | ')}`)
}

/**
 * The serious findings of the page once it has settled. A page still changing (a button turning enabled as its data
 * arrives, with a colour transition) can be caught in between, so findings are confirmed by a second look a moment
 * later, and only those of the second look count.
 */
export async function settledFindings(page: Page, watch: PageWatch): Promise<string[]> {
  await watch.settled()
  const first = await seriousFindings(page)
  if (first.length === 0) return first
  await page.waitForTimeout(1000)
  await watch.settled()
  return seriousFindings(page)
}

/** What went wrong on a page while it was watched, and a wait for its requests to finish. */
export interface PageWatch {
  /** Console errors, uncaught errors and 4xx/5xx answers seen since the watch started or the last `take`. */
  take: () => string[]
  /** Resolves once no request (other than the socket's) has been under way for a moment. */
  settled: () => Promise<void>
}

const QUIET_MS = 200
const SETTLE_LIMIT_MS = 8000

/**
 * Watches a page for console errors, uncaught exceptions and requests answered with 4xx or 5xx: a page that a
 * normal user opens shows none of them.
 */
export function watchPage(page: Page): PageWatch {
  let seen: string[] = []
  let underWay = 0
  let lastChange = Date.now()
  const counts = (url: string): boolean => !url.includes('/socket.io/')
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // The browser logs every refused request as a console error too; the answer itself is reported below.
    if (message.text().startsWith('Failed to load resource')) return
    seen.push(`console: ${message.text().slice(0, 300)}`)
  })
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message.slice(0, 300)}`))
  page.on('response', (response) => {
    if (response.status() >= 400)
      seen.push(`${response.status()} ${response.request().method()} ${response.url()}`)
  })
  page.on('request', (request) => {
    if (!counts(request.url())) return
    underWay++
    lastChange = Date.now()
  })
  const finished = (request: { url: () => string }): void => {
    if (!counts(request.url())) return
    underWay = Math.max(0, underWay - 1)
    lastChange = Date.now()
  }
  page.on('requestfinished', finished)
  page.on('requestfailed', finished)
  return {
    take: () => {
      const taken = seen
      seen = []
      return taken
    },
    settled: async () => {
      // Quiet counts from now at the earliest: a navigation just started may not have sent its first request yet.
      const start = Date.now()
      const limit = start + SETTLE_LIMIT_MS
      const quiet = (): boolean => Date.now() - Math.max(lastChange, start) >= QUIET_MS
      while (Date.now() < limit && (underWay > 0 || !quiet())) await page.waitForTimeout(50)
      // A lazily loaded page shows a spinner until its code has run; the page itself is what is checked.
      await page
        .waitForFunction(() => !document.querySelector('main [role="progressbar"]'), undefined, {
          timeout: 3000,
        })
        .catch(() => undefined)
    },
  }
}

/** Who browses: nobody, or a user of the seed. */
export interface Visitor {
  name: string
  credentials?: Credentials
}

/**
 * Opens each route in turn (in-app navigation, as a user following links would) at one width, waits until its
 * requests are done, and answers every serious finding and every trouble of the route, each prefixed by the route.
 */
export async function auditRoutes(
  browser: Browser,
  shop: RunningShop,
  options: { visitor: Visitor; width: number; routes: ClientRoute[] },
): Promise<string[]> {
  const { context, page } = await openShop(browser, shop)
  try {
    await page.setViewportSize({ width: options.width, height: options.width < 600 ? 844 : 800 })
    const { credentials } = options.visitor
    if (credentials) await loginThroughUi(page, shop, credentials.email, credentials.password)
    const watch = watchPage(page)
    await watch.settled()
    watch.take()
    const problems: string[] = []
    for (const route of options.routes) {
      await page.goto(`${shop.baseUrl}/#/${route.path}`)
      const found = [...(await settledFindings(page, watch)), ...watch.take()]
      problems.push(...found.map((problem) => `${route.path}: ${problem}`))
    }
    return problems
  } finally {
    await context.close()
  }
}
