import { describe, expect, it } from 'vitest'
import { openShop, openSideMenu } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { waitForSolved } from '../support/shop.js'

describe('score board', () => {
  const fixture = useShopAndBrowser()

  it('lists the challenges and solves the Score Board challenge by being found', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await openSideMenu(page)
    await page.getByTestId('sidenav-getting-started').waitFor()
    await page.keyboard.press('Escape')

    await page.goto(`${fixture.shop.baseUrl}/#/score-board`)
    await page.getByTestId('challenge-card').first().waitFor()
    await expect(page.locator('[data-challenge-key="scoreBoardChallenge"]').count()).resolves.toBe(1)
    await expect(page.getByTestId('score-board-progress').textContent()).resolves.toMatch(
      /^\d+% of all challenges solved$/,
    )
    await expect(waitForSolved(fixture.shop, 'scoreBoardChallenge')).resolves.toBe(true)

    // The side menu now links the score board instead of the tutorial.
    await page.reload()
    await openSideMenu(page)
    await page.getByTestId('sidenav-score-board').waitFor()
    await context.close()
  })

  it('keeps the filters across a reload', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/score-board' })
    await page.getByTestId('challenge-card').first().waitFor()
    const shownBefore = await page.getByTestId('challenge-card').count()
    await page.getByTestId('difficulty-2').click()
    await page.waitForFunction(
      (count: number) => document.querySelectorAll('[data-testid="challenge-card"]').length > count,
      shownBefore,
    )
    await page.getByLabel('Show solved challenges').uncheck()
    await page.reload()
    await page.getByTestId('challenge-card').first().waitFor()
    await expect(page.getByTestId('difficulty-2').getAttribute('aria-pressed')).resolves.toBe('true')
    await expect(page.getByLabel('Show solved challenges').isChecked()).resolves.toBe(false)
    await expect(page.evaluate(() => localStorage.getItem('displayedDifficulties'))).resolves.toBe('[1,2]')
    await expect(page.locator('[data-status="solved"]').count()).resolves.toBe(0)
    await context.close()
  })
})
