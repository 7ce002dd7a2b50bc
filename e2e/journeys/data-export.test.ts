import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { JIM, openPrivacyPage } from '../support/accounts.js'
import { openShopAs } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'

/** Requests the export and returns the text of the window it opens. */
async function exportAndReadWindow(page: Page): Promise<string> {
  const popup = page.context().waitForEvent('page')
  await page.locator('#submitButton').click()
  const exportWindow = await popup
  await exportWindow.locator('pre').waitFor()
  const text = (await exportWindow.locator('pre').textContent()) ?? ''
  await exportWindow.close()
  return text
}

describe('data export', () => {
  const fixture = useShopAndBrowser()

  it('exports as JSON, then asks for the image captcha within five minutes', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, JIM)
    await openPrivacyPage(page, fixture.shop, 'data-export')
    const submit = page.locator('#submitButton')
    await expect(submit.isDisabled()).resolves.toBe(true)
    await expect(page.getByLabel('PDF').isDisabled()).resolves.toBe(true)
    await expect(page.getByLabel('Excel').isDisabled()).resolves.toBe(true)
    await expect(page.getByTestId('export-captcha').count()).resolves.toBe(0)

    await page.getByLabel('JSON').check()
    const captchaLoaded = page.waitForResponse((response) => response.url().endsWith('/rest/image-captcha'))
    const firstExport = await exportAndReadWindow(page)
    expect(JSON.parse(firstExport)).toMatchObject({ email: 'jim@juice-sh.op' })
    await expect(page.getByTestId('data-export-confirmation').textContent()).resolves.toBe(
      'Your data export will open in a new Browser window.',
    )
    const lastExport = Number(await page.evaluate(() => localStorage.getItem('lastSuccessfulTry')))
    expect(Date.now() - lastExport).toBeLessThan(60_000)

    const { answer } = (await (await captchaLoaded).json()) as { answer: string }
    await page.locator('#captchaImage').waitFor()
    await page.getByLabel('JSON').check()
    await page.locator('#captchaAnswer').fill('abc')
    await page.locator('#captchaAnswer').blur()
    await page.getByText('The CAPTCHA consists of exactly 5 characters.').waitFor()
    await expect(submit.isDisabled()).resolves.toBe(true)

    const wrong = answer === 'xxxxx' ? 'yyyyy' : 'xxxxx'
    await page.locator('#captchaAnswer').fill(wrong)
    await submit.click()
    await expect(page.getByTestId('data-export-error').textContent()).resolves.toBe(
      'Wrong answer to CAPTCHA. Please try again.',
    )

    await page.locator('#captchaAnswer').fill(answer)
    const secondExport = await exportAndReadWindow(page)
    expect(JSON.parse(secondExport)).toMatchObject({ email: 'jim@juice-sh.op' })
    await page.getByTestId('data-export-confirmation').waitFor()
    await context.close()
  })

  it('needs no captcha once five minutes have passed', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, JIM)
    await page.evaluate(() => localStorage.setItem('lastSuccessfulTry', String(Date.now() - 300_001)))
    await openPrivacyPage(page, fixture.shop, 'data-export')
    await page.locator('#submitButton').waitFor()
    await expect(page.getByTestId('export-captcha').count()).resolves.toBe(0)
    await context.close()
  })
})
