import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser.js'
import { startShop, startShopWithProfile, type RunningShop } from './shop.js'

/** How a test's shop starts. */
export interface ShopOptions {
  /** Variables added to the shop's environment, as `startShop(env)`. */
  env?: Record<string, string>
  /**
   * A configuration profile (YAML merged over config/default.yml), as `startShopWithProfile(profile, env)`. A
   * function is called when the shop starts, so the profile can name something an earlier `beforeAll` set up.
   */
  profile?: string | (() => string)
}

/** The shop of a `describe` (or of a file): started in `beforeAll`, stopped in `afterAll`. */
export interface ShopFixture {
  readonly shop: RunningShop
}

/** The shop and the browser of a `describe` (or of a file): both started in `beforeAll`, ended in `afterAll`. */
export interface ShopAndBrowserFixture extends ShopFixture {
  readonly browser: Browser
}

/** Starts a shop as the options say (see `ShopOptions`). */
function startShopWith(options: ShopOptions = {}): Promise<RunningShop> {
  const { env = {}, profile } = options
  if (profile === undefined) return startShop(env)
  return startShopWithProfile(typeof profile === 'function' ? profile() : profile, env)
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined)
    throw new Error(
      `The ${what} is not started: read it inside a test or a hook, after the fixture's beforeAll`,
    )
  return value
}

/**
 * Registers `beforeAll`/`afterAll` hooks in the calling `describe` (or file) that start a shop, and answers an
 * object whose `shop` reads it once started. Hooks registered after this call run after the shop started, and
 * their `afterAll` counterparts run before it stops (vitest runs `afterAll` hooks in reverse order).
 */
export function useShop(options: ShopOptions = {}): ShopFixture {
  let shop: RunningShop | undefined
  beforeAll(async () => {
    shop = await startShopWith(options)
  })
  afterAll(async () => {
    await shop?.stop()
  })
  return {
    get shop() {
      return started(shop, 'shop')
    },
  }
}

/**
 * Like `useShop`, and launches the browser after the shop (in the same `beforeAll`); `afterAll` closes the
 * browser, then stops the shop.
 *
 * ```ts
 * describe('FBCTF country in solve notifications', () => {
 *   const fixture = useShopAndBrowser({ env: { NODE_ENV: 'fbctf' } })
 *
 *   it('…', async () => {
 *     const { context, page } = await openShop(fixture.browser, fixture.shop)
 *     await page.goto(`${fixture.shop.baseUrl}/#/score-board`)
 *   })
 * })
 * ```
 */
export function useShopAndBrowser(options: ShopOptions = {}): ShopAndBrowserFixture {
  let shop: RunningShop | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    shop = await startShopWith(options)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
  })
  return {
    get shop() {
      return started(shop, 'shop')
    },
    get browser() {
      return started(browser, 'browser')
    },
  }
}

/**
 * Starts another shop for part of a test (next to the fixture's, e.g. to restore progress after a restart), runs
 * `use` with it and stops it afterwards, also when `use` fails.
 */
export async function withShop<T>(
  use: (shop: RunningShop) => Promise<T>,
  options: ShopOptions = {},
): Promise<T> {
  const shop = await startShopWith(options)
  try {
    return await use(shop)
  } finally {
    await shop.stop()
  }
}
