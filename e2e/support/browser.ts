import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import type { Credentials } from './accounts.js'
import chromiumFlags from './chromium-flags.json' with { type: 'json' }
import type { RunningShop } from './shop.js'
import { socketConnectedOn } from './socket-traffic.js'

/**
 * The system Chromium (Debian package); never a downloaded browser. Its flags (chromium-flags.json) are the ones the
 * workplace allows, shared with the scripts and the benchmark (scripts/system-chromium.mjs).
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags })
}

export interface ShopPage {
  context: BrowserContext
  page: Page
  /** Resolves once the page's Socket.IO connection is established (server acknowledged). */
  socketConnected: Promise<void>
}

/**
 * A fresh browser context on the shop. By default the welcome dialog and the cookie banner are
 * already dismissed (their own journey turns this off).
 */
export async function openShop(
  browser: Browser,
  shop: RunningShop,
  options: {
    dismissBanners?: boolean
    cookies?: Record<string, string>
    path?: string
    /** Runs before the first navigation, e.g. to watch the page's socket or dialogs from the start. */
    beforeNavigation?: (page: Page) => void | Promise<void>
  } = {},
): Promise<ShopPage> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
  const cookies = {
    ...(options.dismissBanners === false
      ? {}
      : { welcomebanner_status: 'dismiss', cookieconsent_status: 'dismiss' }),
    ...options.cookies,
    ...(shop.teamCookie ? { team: shop.teamCookie.slice('team='.length) } : {}),
  }
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, url: shop.baseUrl })),
  )
  const page = await context.newPage()
  const socketConnected = socketConnectedOn(page)
  await options.beforeNavigation?.(page)
  await page.goto(`${shop.baseUrl}/#${options.path ?? '/search'}`)
  return { context, page, socketConnected }
}

/** Opens the login form, fills it in and submits it (without waiting for where the login leads). */
export async function submitLogin(
  page: Page,
  shop: RunningShop,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${shop.baseUrl}/#/login`)
  await page.locator('#email').fill(email)
  await page.locator('#password').fill(password)
  await page.locator('#loginButton').click()
}

/** Logs in through the login form and waits for the search page. */
export async function loginThroughUi(
  page: Page,
  shop: RunningShop,
  email: string,
  password: string,
): Promise<void> {
  await submitLogin(page, shop, email, password)
  await page.waitForURL(/#\/search/)
}

/** A fresh browser context on the shop (see `openShop`), logged in through the login form. */
export async function openShopAs(
  browser: Browser,
  shop: RunningShop,
  { email, password }: Credentials,
): Promise<ShopPage> {
  const opened = await openShop(browser, shop)
  await loginThroughUi(opened.page, shop, email, password)
  return opened
}

export async function openSideMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open side menu' }).click()
  await page.getByRole('navigation', { name: 'Side menu' }).waitFor()
}
