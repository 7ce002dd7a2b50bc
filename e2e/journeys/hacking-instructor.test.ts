import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { repoRoot, waitForSolved } from '../support/shop.js'

const en = JSON.parse(
  readFileSync(resolve(repoRoot, 'apps/web/public/assets/i18n/en.json'), 'utf8'),
) as Record<string, string>

const bubble = '#hacking-instructor'
const message = '[data-testid="hacking-instructor-message"]'

/** Waits until the instructor says the text of `key` (the live region holds the whole sentence). */
async function instructorSays(page: Page, key: string): Promise<void> {
  const text = en[key]
  if (!text) throw new Error(`unknown text ${key}`)
  await page.waitForFunction(
    ([selector, expected]) => document.querySelector(selector!)?.textContent === expected,
    [message, text],
    { timeout: 15_000 },
  )
}

async function next(page: Page): Promise<void> {
  await page.locator('#hacking-instructor-next').click()
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).boundingBox()
  if (!box) throw new Error(`${selector} has no box`)
  return box
}

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * The search field on screen, outlined by the instructor's highlight, the bubble not covering it; answers what is
 * wrong, or '' when all is well (polled: the highlight follows its anchor every 100 ms).
 */
async function searchFieldPointedAt(
  page: Page,
  viewport: { width: number; height: number },
): Promise<string> {
  if (!(await page.locator('#searchQuery').isVisible())) return 'the search field is not visible'
  const field = await boxOf(page, '#searchQuery')
  if (field.y < 0 || field.y + field.height > viewport.height || field.x + field.width > viewport.width)
    return `the search field is off screen: ${JSON.stringify(field)}`
  if ((await page.getByTestId('hacking-instructor-highlight').count()) === 0) return 'nothing is highlighted'
  const outline = await boxOf(page, '[data-testid="hacking-instructor-highlight"]')
  const around =
    outline.x <= field.x &&
    outline.y <= field.y &&
    outline.x + outline.width >= field.x + field.width &&
    outline.y + outline.height >= field.y + field.height
  if (!around) return `the highlight ${JSON.stringify(outline)} is not around ${JSON.stringify(field)}`
  if (overlap(await boxOf(page, bubble), field)) return 'the bubble covers the search field'
  return ''
}

describe('hacking instructor', () => {
  const fixture = useShopAndBrowser()

  it('guides from the welcome dialog to the solved Score Board', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, {
      dismissBanners: false,
      cookies: { cookieconsent_status: 'dismiss' },
    })
    await page.locator('#welcome-banner').getByRole('button', { name: 'Help getting started' }).click()
    await page.waitForURL(/#\/search$/)
    await instructorSays(page, 'HI_SCORE_BOARD_WELCOME')
    await expect(page.locator(`${bubble} img`).getAttribute('src')).resolves.toBe(
      'assets/public/images/JuicyBot.png',
    )
    // The typed text catches up with the sentence, or shows it all at once when clicked.
    await page.locator('#hacking-instructor-text').click()
    await expect(page.locator('#hacking-instructor-text').textContent()).resolves.toBe(
      en.HI_SCORE_BOARD_WELCOME,
    )

    await next(page)
    await instructorSays(page, 'HI_SCORE_BOARD_GOAL')
    await next(page)
    await instructorSays(page, 'HI_SCORE_BOARD_ROUTES')
    await next(page)
    await instructorSays(page, 'HI_SCORE_BOARD_DEVTOOLS')
    await next(page)
    await instructorSays(page, 'HI_SCORE_BOARD_OPEN')
    await expect(page.locator('#hacking-instructor-next').count()).resolves.toBe(0)

    await page.goto(`${fixture.shop.baseUrl}/#/score-board`)
    await expect(waitForSolved(fixture.shop, 'scoreBoardChallenge')).resolves.toBe(true)
    await instructorSays(page, 'HI_TUTORIAL_SOLVED')
    await page.locator(bubble).waitFor({ state: 'detached', timeout: 15_000 })
    await context.close()
  })

  it('leads the Login Admin tutorial from the score board to the injected login', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/score-board' })
    await page.getByTestId('difficulty-2').click()
    const card = page.locator('[data-challenge-key="loginAdminChallenge"]')
    await card.getByRole('button', { name: 'Start tutorial' }).click()
    await page.waitForURL(/#\/login$/)
    await instructorSays(page, 'HI_LOGIN_ADMIN_INTRO')
    await next(page)

    await instructorSays(page, 'HI_LOGIN_ADMIN_QUOTE')
    await page.locator('#email').fill("'")
    await instructorSays(page, 'HI_LOGIN_ADMIN_PASSWORD')
    await page.locator('#password').fill('anything')
    await instructorSays(page, 'HI_LOGIN_ADMIN_SUBMIT_QUOTE')
    await page.locator('#loginButton').click()
    await instructorSays(page, 'HI_LOGIN_ADMIN_ERROR')
    await next(page)

    await instructorSays(page, 'HI_LOGIN_ADMIN_TAUTOLOGY')
    await page.locator('#email').fill("' or 1=1")
    await instructorSays(page, 'HI_LOGIN_ADMIN_COMMENT')
    await page.locator('#email').fill("' or 1=1--")
    await instructorSays(page, 'HI_LOGIN_ADMIN_SUBMIT')
    await page.locator('#loginButton').click()
    await page.waitForURL(/#\/search/)
    await expect(waitForSolved(fixture.shop, 'loginAdminChallenge')).resolves.toBe(true)
    await instructorSays(page, 'HI_TUTORIAL_SOLVED')
    await page.locator(bubble).waitFor({ state: 'detached', timeout: 15_000 })
    await context.close()
  })

  it('ends for good with the close button', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, {
      path: '/hacking-instructor?challenge=Forged%20Feedback',
    })
    await page.waitForURL(/#\/contact$/)
    await instructorSays(page, 'HI_FORGED_FEEDBACK_INTRO')
    await page.getByRole('button', { name: 'Close the tutorial' }).click()
    await page.locator(bubble).waitFor({ state: 'detached' })

    await Promise.all([page.waitForResponse(/application-configuration/), page.reload()])
    await page.locator('#feedback-title').waitFor()
    await page.waitForTimeout(1000)
    await expect(page.locator(bubble).count()).resolves.toBe(0)
    await context.close()
  })

  it('leads the DOM XSS tutorial on a phone, opening the folded search field for the steps that point at it', async () => {
    const phone = { width: 390, height: 844 }
    const alerts: string[] = []
    const { context, page } = await openShop(fixture.browser, fixture.shop, {
      beforeNavigation: (fresh) =>
        void fresh.on('dialog', (dialog) => {
          alerts.push(dialog.message())
          void dialog.dismiss()
        }),
    })
    await page.setViewportSize(phone)
    // The phone's top bar folds the search field behind an icon.
    await page.getByRole('banner').getByRole('button', { name: 'Search...' }).waitFor()
    await expect(page.locator('#searchQuery').count()).resolves.toBe(0)

    await page.goto(`${fixture.shop.baseUrl}/#/hacking-instructor?challenge=DOM%20XSS`)
    await page.waitForURL(/#\/search$/)
    await instructorSays(page, 'HI_DOM_XSS_INTRO')
    await expect.poll(() => searchFieldPointedAt(page, phone)).toBe('')
    await next(page)

    await instructorSays(page, 'HI_DOM_XSS_TRY_HTML')
    await expect.poll(() => searchFieldPointedAt(page, phone)).toBe('')
    await page.locator('#searchQuery').fill('<h1>apple</h1>')
    await page.locator('#searchQuery').press('Enter')
    await page.waitForURL(/#\/search\?q=%3Ch1%3Eapple/)
    await instructorSays(page, 'HI_DOM_XSS_RENDERED')
    await expect(page.locator('#searchValue h1').textContent()).resolves.toBe('apple')
    await next(page)

    // Submitting folded the search away again; the next step that points at it opens it once more.
    await instructorSays(page, 'HI_DOM_XSS_IFRAME')
    await expect.poll(() => searchFieldPointedAt(page, phone)).toBe('')
    await next(page)
    await instructorSays(page, 'HI_DOM_XSS_PAYLOAD')
    await expect.poll(() => searchFieldPointedAt(page, phone)).toBe('')
    await page.locator('#searchQuery').fill('<iframe src="javascript:alert(`xss`)">')
    await page.locator('#searchQuery').press('Enter')
    await expect(waitForSolved(fixture.shop, 'localXssChallenge')).resolves.toBe(true)
    await instructorSays(page, 'HI_TUTORIAL_SOLVED')
    expect(alerts).toContain('xss')
    await context.close()
  })
})
