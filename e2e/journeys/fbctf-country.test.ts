import { describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'

describe('FBCTF country in solve notifications', () => {
  // config/fbctf.yml shows flags and the challenge's country as name and flag (`both`).
  const fixture = useShopAndBrowser({ env: { NODE_ENV: 'fbctf' } })

  it("names the solved challenge's country and shows its flag", async () => {
    const { context, page, socketConnected } = await openShop(fixture.browser, fixture.shop)
    await socketConnected
    await page.goto(`${fixture.shop.baseUrl}/#/score-board`)

    const toast = page.locator('.challenge-solved-toast[data-challenge="scoreBoardChallenge"]')
    await toast.waitFor()
    await expect(toast.locator('.challenge-country-name').textContent()).resolves.toBe('Armenia')
    await expect(toast.getByRole('img', { name: 'Armenia' }).textContent()).resolves.toBe('🇦🇲')
    await expect(toast.locator('.challenge-country').textContent()).resolves.toContain('Country:')
    await expect(toast.locator('.challenge-flag').textContent()).resolves.toMatch(/^[0-9a-f]{40}$/)
    await context.close()
  })
})
