import { describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser, withShop } from '../support/fixtures.js'
import { waitForSolved } from '../support/shop.js'

describe('notifications', () => {
  const fixture = useShopAndBrowser()
  let continueCode = ''

  it('shows a toast per solved challenge and closes all of them with Shift+click', async () => {
    const { context, page, socketConnected } = await openShop(fixture.browser, fixture.shop)
    await socketConnected
    // Finding the score board's pixel and the hidden Klingon translation solves two challenges.
    await fetch(`${fixture.shop.baseUrl}/assets/public/images/padding/1px.png`)
    await fetch(`${fixture.shop.baseUrl}/assets/i18n/tlh_AA.json`)
    const toasts = page.locator('.challenge-solved-toast')
    await page.locator('.challenge-solved-toast[data-challenge="scoreBoardChallenge"]').waitFor()
    await page.locator('.challenge-solved-toast[data-challenge="extraLanguageChallenge"]').waitFor()
    await expect(
      page.locator('.challenge-solved-toast[data-challenge="scoreBoardChallenge"]').textContent(),
    ).resolves.toContain('You successfully solved a challenge: Score Board')

    await page.waitForFunction(() => document.cookie.includes('continueCode='))
    continueCode =
      (await context.cookies(fixture.shop.baseUrl)).find((cookie) => cookie.name === 'continueCode')?.value ??
      ''
    expect(continueCode).toMatch(/^[a-zA-Z0-9]{60,}$/)

    await toasts
      .first()
      .locator('.close-notification')
      .click({ modifiers: ['Shift'] })
    await expect(waitForSolved(fixture.shop, 'closeNotificationsChallenge')).resolves.toBe(true)
    // Mass Dispel announces itself with a toast of its own; the two earlier ones are gone.
    await page.locator('.challenge-solved-toast[data-challenge="closeNotificationsChallenge"]').waitFor()
    await expect(
      page.locator('.challenge-solved-toast[data-challenge="scoreBoardChallenge"]').count(),
    ).resolves.toBe(0)

    await page.locator('.challenge-solved-toast .close-notification').first().click()
    await toasts.first().waitFor({ state: 'detached' })
    await context.close()
  })

  it('restores progress from the continueCode cookie after a restart', async () => {
    expect(continueCode).not.toBe('')
    await withShop(async (restarted) => {
      const { context, page } = await openShop(fixture.browser, restarted, { cookies: { continueCode } })
      const notice = page.getByTestId('restart-notice')
      await expect(notice.textContent()).resolves.toContain(
        'Your previous hacking progress has been restored automatically.',
      )
      await expect(waitForSolved(restarted, 'scoreBoardChallenge')).resolves.toBe(true)

      await notice.getByRole('button', { name: 'Clear progress' }).click()
      await page.getByTestId('restart-required').waitFor()
      const cookies = await context.cookies(restarted.baseUrl)
      expect(cookies.some((cookie) => cookie.name === 'continueCode')).toBe(false)
      await notice.getByRole('button', { name: 'Close' }).click()
      await notice.waitFor({ state: 'detached' })
      await context.close()
    })
  })

  it('reports a continue code that cannot be restored', async () => {
    await withShop(async (restarted) => {
      const { context, page } = await openShop(fixture.browser, restarted, {
        cookies: { continueCode: 'not-a-code!' },
      })
      await expect(page.getByTestId('restart-notice').textContent()).resolves.toContain(
        'Restoring your previous hacking progress failed: Invalid continue code.',
      )
      await context.close()
    })
  })
})
