import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'

/** The smallest phone in use (its short first screen) and a common one. */
const PHONES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
]

/** The first challenge card's box, once the board has loaded, at the top of the page. */
async function firstCardBox(page: Page) {
  const card = page.getByTestId('challenge-card').first()
  await card.waitFor()
  const box = await card.boundingBox()
  if (!box) throw new Error('the first challenge card has no box')
  return box
}

describe('score board on a phone', () => {
  const fixture = useShopAndBrowser()

  for (const phone of PHONES)
    it(`shows a challenge on the first screen at ${phone.width} px and filters through one compact toggle`, async () => {
      const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/score-board' })
      await page.setViewportSize(phone)
      await page.reload()
      const toggle = page.getByRole('button', { name: /^Filters \d+$/ })

      // The filters are folded: the first card starts on the first screen with room for its name.
      const box = await firstCardBox(page)
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0)
      expect(box.y + 48).toBeLessThanOrEqual(phone.height)
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
      await expect(toggle.textContent()).resolves.toBe('Filters 1')
      await expect(page.getByTestId('difficulty-2').isVisible()).resolves.toBe(false)

      // Opened from the keyboard, the toggle shows every filter; difficulty 2 joins, difficulty 1 leaves.
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true')
      await page.getByTestId('difficulty-2').click()
      const loginAdmin = page.locator('[data-challenge-key="loginAdminChallenge"]')
      await loginAdmin.waitFor()
      await page.getByTestId('difficulty-1').click()
      await page.locator('[data-challenge-key="scoreBoardChallenge"]').waitFor({ state: 'detached' })
      await expect(page.evaluate(() => localStorage.getItem('displayedDifficulties'))).resolves.toBe('[2]')
      await page.getByLabel('Show solved challenges').uncheck()
      await expect(toggle.textContent()).resolves.toBe('Filters 2')

      // Folded again, the filtered list starts on the first screen.
      await toggle.click()
      await page.getByTestId('difficulty-2').waitFor({ state: 'hidden' })
      await page.evaluate(() => window.scrollTo(0, 0))
      const filtered = await firstCardBox(page)
      expect(filtered.y + 48).toBeLessThanOrEqual(phone.height)
      await expect(loginAdmin.count()).resolves.toBe(1)
      await context.close()
    })

  it('keeps the full filter bar on a desktop', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/score-board' })
    await page.getByTestId('challenge-card').first().waitFor()
    await expect(page.getByTestId('score-board-filter-toggle').count()).resolves.toBe(0)
    await expect(page.getByTestId('difficulty-2').isVisible()).resolves.toBe(true)
    await expect(page.getByLabel('Show solved challenges').isVisible()).resolves.toBe(true)
    await context.close()
  })
})
