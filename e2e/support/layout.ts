import type { Page } from 'playwright-core'
import type { Credentials } from './accounts.js'
import { apiLogin } from './checkout.js'
import type { RunningShop } from './shop.js'

/**
 * Logs the page's browser in through the API, as the login form would leave it (token in local storage and
 * cookie, basket id in session storage), and reloads the current page with the session.
 */
export async function logInByApi(
  page: Page,
  shop: RunningShop,
  { email, password }: Credentials,
): Promise<void> {
  const session = await apiLogin(shop, email, password)
  await page.context().addCookies([{ name: 'token', value: session.token, url: shop.baseUrl }])
  await page.evaluate(({ token, bid }) => {
    localStorage.setItem('token', token)
    sessionStorage.setItem('bid', String(bid))
  }, session)
  await page.reload()
}

/** A page's requests, watched from `watchRequests` on. */
export interface RequestWatch {
  /**
   * Resolves once the page has had no request in flight for `quietMs` (lazy chunks and the page's data loaded), or
   * after `timeoutMs` at the latest. Websockets do not count.
   */
  quiet: (quietMs?: number, timeoutMs?: number) => Promise<void>
}

export function watchRequests(page: Page): RequestWatch {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (delta: number) => () => {
    inFlight = Math.max(0, inFlight + delta)
    lastChange = Date.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return {
    quiet: async (quietMs = 300, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs))
        await new Promise((wait) => setTimeout(wait, 50))
    },
  }
}

/**
 * What sticks out of the viewport: the document when it scrolls sideways, and each visible element whose right
 * edge passes the viewport's (only the outermost of a sticking-out family, and not a table or preformatted text that
 * a container of its own scrolls sideways inside the screen), each as "tag#id.class right=<px> "<text>"".
 */
export function widerThanViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth
    const found: string[] = []
    const scrollWidth = document.documentElement.scrollWidth
    if (scrollWidth > width) found.push(`the document is ${scrollWidth} px wide`)
    const sticksOut = (element: Element): boolean => element.getBoundingClientRect().right > width + 0.5
    // A table or preformatted text may scroll sideways in a container of its own; anything else a container scrolls
    // or clips (`hidden`, `clip`) out of sight counts as sticking out (say, page buttons scrolled off a phone).
    const scrollsItsOwn = (node: Element): boolean =>
      ['auto', 'scroll'].includes(getComputedStyle(node).overflowX) &&
      node.querySelector('table, pre') !== null
    const keptInside = (element: Element): boolean => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
        if (scrollsItsOwn(node) && !sticksOut(node)) return true
      return false
    }
    const offends = (element: Element): boolean => {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || !sticksOut(element)) return false
      if (getComputedStyle(element).visibility === 'hidden') return false
      return !keptInside(element)
    }
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!offends(element) || (element.parentElement !== null && offends(element.parentElement))) continue
      const id = element.id === '' ? '' : `#${element.id}`
      const classes = Array.from(element.classList)
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('')
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      found.push(
        `${element.tagName.toLowerCase()}${id}${classes} right=${Math.round(element.getBoundingClientRect().right)} "${text}"`,
      )
    }
    return found
  })
}

/**
 * Unfolds the score board's filters where a phone folds them behind the "Filters" toggle (a no-op on wider screens,
 * which always show them).
 */
export async function showScoreBoardFilters(page: Page): Promise<void> {
  const toggle = page.getByTestId('score-board-filter-toggle')
  if ((await toggle.count()) === 0 || (await toggle.getAttribute('aria-expanded')) === 'true') return
  await toggle.click()
  await page.getByTestId('difficulty-1').waitFor({ state: 'visible' })
}
