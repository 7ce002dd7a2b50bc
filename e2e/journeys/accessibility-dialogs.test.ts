import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ADMIN, JIM, type Credentials } from '../support/accounts.js'
import { settledFindings, watchPage, WIDTHS, type PageWatch } from '../support/a11y.js'
import { loginThroughUi, openShop, openSideMenu } from '../support/browser.js'
import { openProduct, openSearch } from '../support/catalogue.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { focusReturnsTo } from '../support/keyboard.js'
import { showScoreBoardFilters } from '../support/layout.js'
import type { RunningShop } from '../support/shop.js'

interface Visit {
  page: Page
  watch: PageWatch
  /** The serious findings and troubles of the page as it is now, prefixed with `what`. */
  problems: (what: string) => Promise<string[]>
}

/**
 * Runs `use` in a fresh browser at each width (logged in as `who` when given) and answers the problems it collected.
 * Banners stay up when `banners` is set.
 */
async function atEachWidth(
  browser: Browser,
  shop: RunningShop,
  options: { who?: Credentials; banners?: boolean },
  use: (visit: Visit) => Promise<string[]>,
): Promise<string[]> {
  const problems: string[] = []
  for (const width of WIDTHS) {
    const { context, page } = await openShop(browser, shop, { dismissBanners: !options.banners })
    try {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      if (options.who) await loginThroughUi(page, shop, options.who.email, options.who.password)
      const watch = watchPage(page)
      const visit: Visit = {
        page,
        watch,
        problems: async (what) => {
          const found = [...(await settledFindings(page, watch)), ...watch.take()]
          return found.map((problem) => `${width} px, ${what}: ${problem}`)
        },
      }
      problems.push(...(await use(visit)))
    } finally {
      await context.close()
    }
  }
  return problems
}

describe('dialogs, menus and panels: no serious accessibility finding, no console error', () => {
  const fixture = useShopAndBrowser()

  it('the welcome dialog, the cookie banner and the hacking instructor', async () => {
    const problems = await atEachWidth(fixture.browser, fixture.shop, { banners: true }, async (visit) => {
      const { page } = visit
      await page.locator('#welcome-banner').waitFor()
      const found = await visit.problems('welcome dialog and cookie banner')
      await page.locator('#welcome-banner').getByRole('button', { name: 'Help getting started' }).click()
      await page.locator('#hacking-instructor').waitFor()
      found.push(...(await visit.problems('hacking instructor')))
      return found
    })
    expect(problems).toEqual([])
  })

  it('the product dialog, the account menu and the side menu, logged out and as a customer', async () => {
    const problems: string[] = []
    for (const who of [undefined, JIM]) {
      problems.push(
        ...(await atEachWidth(fixture.browser, fixture.shop, { who }, async (visit) => {
          await openSearch(visit.page, fixture.shop)
          await openProduct(visit.page, 'Apple Juice (1000ml)')
          const found = await visit.problems(`product dialog (${who?.email ?? 'logged out'})`)
          await visit.page.keyboard.press('Escape')
          await visit.page.locator('#navbarAccount').click()
          await visit.page.getByRole('menu').waitFor()
          found.push(...(await visit.problems(`account menu (${who?.email ?? 'logged out'})`)))
          await visit.page.keyboard.press('Escape')
          await visit.page.getByRole('menu').waitFor({ state: 'detached' })
          await openSideMenu(visit.page)
          found.push(...(await visit.problems(`side menu (${who?.email ?? 'logged out'})`)))
          return found
        })),
      )
    }
    expect(problems).toEqual([])
  })

  it('the score board with every filter on, an unlocked hint and a coding challenge', async () => {
    const problems = await atEachWidth(fixture.browser, fixture.shop, {}, async (visit) => {
      const { page } = visit
      await page.goto(`${fixture.shop.baseUrl}/#/score-board`)
      await page.getByTestId('challenge-card').first().waitFor()
      await showScoreBoardFilters(page)
      for (let difficulty = 1; difficulty <= 6; difficulty++) {
        const filter = page.getByTestId(`difficulty-${difficulty}`)
        if ((await filter.getAttribute('aria-pressed')) !== 'true') await filter.click()
      }
      await page
        .getByRole('button', { name: /^Unlock hint 1 of/ })
        .first()
        .click()
      await page.getByTestId('hint-panel').first().waitFor()
      const found = await visit.problems('score board, all difficulties, a hint')
      // Finding the score board solved its challenge, which offers its coding challenge.
      const card = page.locator('[data-challenge-key="scoreBoardChallenge"]')
      await card.getByRole('button', { name: 'Coding challenge for Score Board' }).click()
      const dialog = page.getByRole('dialog', { name: 'Coding challenge: Score Board' })
      await dialog.getByRole('checkbox').first().waitFor()
      found.push(...(await visit.problems('coding challenge')))
      // Escape closes the dialog and gives the focus back to the button that opened it.
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await focusReturnsTo(card.getByRole('button', { name: 'Coding challenge for Score Board' }))
      return found
    })
    expect(problems).toEqual([])
  })

  it('the administration’s user details', async () => {
    const problems = await atEachWidth(fixture.browser, fixture.shop, { who: ADMIN }, async (visit) => {
      const { page } = visit
      await page.goto(`${fixture.shop.baseUrl}/#/administration`)
      // Solve notifications of the admin's login may cover the table on a phone; the keyboard reaches it anyway.
      const opener = page.getByRole('button', { name: 'Show details of user 1', exact: true })
      await opener.press('Enter')
      await page.locator('#userDetailsDialog').getByText(ADMIN.email).waitFor()
      const found = await visit.problems('user details')
      await page.keyboard.press('Escape')
      await page.locator('#userDetailsDialog').waitFor({ state: 'detached' })
      await focusReturnsTo(opener)
      return found
    })
    expect(problems).toEqual([])
  })

  it('respects a request for reduced motion: the instructor does not type, the slideshow does not advance', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, {
      dismissBanners: false,
      beforeNavigation: (opened) => opened.emulateMedia({ reducedMotion: 'reduce' }),
    })
    await page.locator('#welcome-banner').getByRole('button', { name: 'Help getting started' }).click()
    const message = await page.getByTestId('hacking-instructor-message').textContent()
    expect(message?.length).toBeGreaterThan(20)
    await expect(page.locator('#hacking-instructor-text').textContent()).resolves.toBe(message)
    await page.locator('#hacking-instructor').press('Escape')

    await page.goto(`${fixture.shop.baseUrl}/#/about`)
    const slideshow = page.locator('#feedbackSlideshow')
    await slideshow.waitFor()
    const shown = await slideshow.getAttribute('data-index')
    await page.mouse.move(0, 0)
    // Longer than the slideshow's 4 s interval.
    await page.waitForTimeout(4500)
    await expect(slideshow.getAttribute('data-index')).resolves.toBe(shown)
    await context.close()
  })
})
