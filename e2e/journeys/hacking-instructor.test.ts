import { describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { bubble, expectPointedAt, instructorSays, instructorText, nextStep } from '../support/instructor.js'
import { waitForSolved } from '../support/shop.js'

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
      instructorText('HI_SCORE_BOARD_WELCOME'),
    )

    await nextStep(page)
    await instructorSays(page, 'HI_SCORE_BOARD_GOAL')
    await nextStep(page)
    await instructorSays(page, 'HI_SCORE_BOARD_ROUTES')
    await nextStep(page)
    await instructorSays(page, 'HI_SCORE_BOARD_DEVTOOLS')
    await nextStep(page)
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
    await nextStep(page)

    await instructorSays(page, 'HI_LOGIN_ADMIN_QUOTE')
    await page.locator('#email').fill("'")
    await instructorSays(page, 'HI_LOGIN_ADMIN_PASSWORD')
    await page.locator('#password').fill('anything')
    await instructorSays(page, 'HI_LOGIN_ADMIN_SUBMIT_QUOTE')
    await page.locator('#loginButton').click()
    await instructorSays(page, 'HI_LOGIN_ADMIN_ERROR')
    await nextStep(page)

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
    await expectPointedAt(page, '#searchQuery', phone, 1_000)
    await nextStep(page)

    await instructorSays(page, 'HI_DOM_XSS_TRY_HTML')
    await expectPointedAt(page, '#searchQuery', phone, 1_000)
    await page.locator('#searchQuery').fill('<h1>apple</h1>')
    await page.locator('#searchQuery').press('Enter')
    await page.waitForURL(/#\/search\?q=%3Ch1%3Eapple/)
    await instructorSays(page, 'HI_DOM_XSS_RENDERED')
    await expect(page.locator('#searchValue h1').textContent()).resolves.toBe('apple')
    await nextStep(page)

    // Submitting folded the search away again; the next step that points at it opens it once more.
    await instructorSays(page, 'HI_DOM_XSS_IFRAME')
    await expectPointedAt(page, '#searchQuery', phone, 1_000)
    await nextStep(page)
    await instructorSays(page, 'HI_DOM_XSS_PAYLOAD')
    await expectPointedAt(page, '#searchQuery', phone, 1_000)
    await page.locator('#searchQuery').fill('<iframe src="javascript:alert(`xss`)">')
    await page.locator('#searchQuery').press('Enter')
    await expect(waitForSolved(fixture.shop, 'localXssChallenge')).resolves.toBe(true)
    await instructorSays(page, 'HI_TUTORIAL_SOLVED')
    expect(alerts).toContain('xss')
    await context.close()
  })
})
