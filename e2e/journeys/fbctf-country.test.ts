import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openShop } from '../support/browser.js'
import { startShop, type RunningShop } from '../support/shop.js'

describe('FBCTF country in solve notifications', () => {
  let shop: RunningShop
  let browser: Browser

  beforeAll(async () => {
    // config/fbctf.yml shows flags and the challenge's country as name and flag (`both`).
    shop = await startShop({ NODE_ENV: 'fbctf' })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
  })

  it("names the solved challenge's country and shows its flag", async () => {
    const { context, page, socketConnected } = await openShop(browser, shop)
    await socketConnected
    await page.goto(`${shop.baseUrl}/#/score-board`)

    const toast = page.locator('.challenge-solved-toast[data-challenge="scoreBoardChallenge"]')
    await toast.waitFor()
    await expect(toast.locator('.challenge-country-name').textContent()).resolves.toBe('Armenia')
    await expect(toast.getByRole('img', { name: 'Armenia' }).textContent()).resolves.toBe('🇦🇲')
    await expect(toast.locator('.challenge-country').textContent()).resolves.toContain('Country:')
    await expect(toast.locator('.challenge-flag').textContent()).resolves.toMatch(/^[0-9a-f]{40}$/)
    await context.close()
  })
})
