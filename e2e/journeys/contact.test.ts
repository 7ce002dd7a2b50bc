import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { JIM } from '../support/accounts.js'
import { openShop, openShopAs } from '../support/browser.js'
import { expectSnackbar } from '../support/checkout.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { api, waitForSolved, type RunningShop } from '../support/shop.js'

interface CaptchaAnswer {
  captchaId: number
  captcha: string
  answer: string
}

interface StoredFeedback {
  UserId: number | null
  comment: string
  rating: number
}

/** Waits for the next captcha the page loads and returns it with its (deliberately exposed) answer. */
async function nextCaptcha(page: Page): Promise<CaptchaAnswer> {
  const response = await page.waitForResponse((answer) => /\/rest\/captcha\/?$/.test(answer.url()))
  return (await response.json()) as CaptchaAnswer
}

/** Opens the contact page and returns the captcha it shows. */
async function openContact(page: Page, shop: RunningShop): Promise<CaptchaAnswer> {
  const captcha = nextCaptcha(page)
  await page.goto(`${shop.baseUrl}/#/contact`)
  const shown = await captcha
  await page.locator('#captcha').filter({ hasText: shown.captcha }).waitFor()
  return shown
}

/** Clicks a star: the star icons are the labels of the visually hidden radio inputs. */
async function rate(page: Page, stars: number): Promise<void> {
  const radio = page.getByLabel(`${stars} of 5 stars`)
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click()
  await expect.poll(() => radio.isChecked()).toBe(true)
}

async function feedbackWithComment(shop: RunningShop, comment: string): Promise<StoredFeedback | undefined> {
  const { body } = await api<{ data: StoredFeedback[] }>(shop, '/api/Feedbacks')
  return body.data.find((feedback) => feedback.comment === comment)
}

describe('customer feedback', () => {
  const fixture = useShopAndBrowser()

  it('sends anonymous feedback, thanks five stars specially, then resets with a new captcha', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    const captcha = await openContact(page, fixture.shop)
    await expect(page.locator('#author').inputValue()).resolves.toBe('anonymous')
    await expect(page.locator('#userId').inputValue()).resolves.toBe('')
    await expect(page.locator('#userId').isHidden()).resolves.toBe(true)

    const submit = page.locator('#submitButton')
    await expect(submit.isDisabled()).resolves.toBe(true)
    await page.locator('#comment').fill('Freshly pressed and lovely.')
    await page.getByText('27/160').waitFor()
    await page.locator('#captchaControl').fill(captcha.answer)
    // The rating starts at zero stars, which the form does not accept.
    await expect(submit.isDisabled()).resolves.toBe(true)
    await rate(page, 5)
    await expect(submit.isEnabled()).resolves.toBe(true)

    const reloaded = nextCaptcha(page)
    await submit.click()
    await expectSnackbar(page, 'Thank you so much for your amazing 5-star feedback!')
    const fresh = await reloaded
    expect(fresh.captchaId).toBeGreaterThan(captcha.captchaId)
    await page.locator('#captcha').filter({ hasText: fresh.captcha }).waitFor()
    await expect(page.locator('#comment').inputValue()).resolves.toBe('')
    await expect(page.locator('#captchaControl').inputValue()).resolves.toBe('')
    await expect(submit.isDisabled()).resolves.toBe(true)

    const stored = await feedbackWithComment(fixture.shop, 'Freshly pressed and lovely. (anonymous)')
    expect(stored).toMatchObject({ UserId: null, rating: 5 })
    await context.close()
  })

  it('sends feedback as a logged-in customer under the masked email', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, JIM)
    const captcha = await openContact(page, fixture.shop)
    await expect.poll(() => page.locator('#author').inputValue()).toBe('***@juice-sh.op')
    const jimId = await page.locator('#userId').inputValue()
    expect(jimId).not.toBe('')

    await page.locator('#comment').fill('Good, but the delivery took a while.')
    await page.locator('#captchaControl').fill(captcha.answer)
    await rate(page, 3)
    await page.locator('#submitButton').click()
    await expectSnackbar(page, 'Thank you for your feedback.')
    const stored = await feedbackWithComment(
      fixture.shop,
      'Good, but the delivery took a while. (***@juice-sh.op)',
    )
    expect(stored).toMatchObject({ UserId: Number(jimId), rating: 3 })
    await context.close()
  })

  it('keeps submit disabled without a comment, and rejects a wrong captcha answer', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    const captcha = await openContact(page, fixture.shop)
    const submit = page.locator('#submitButton')
    await rate(page, 4)
    await page.locator('#captchaControl').fill(captcha.answer)
    await expect(submit.isDisabled()).resolves.toBe(true)
    await page.locator('#comment').fill('x')
    await page.locator('#comment').fill('')
    await page.getByText('Please provide a comment.').waitFor()
    await expect(submit.isDisabled()).resolves.toBe(true)

    await page.locator('#captchaControl').fill('1.5')
    await page.getByText('Invalid CAPTCHA code').waitFor()
    await page.locator('#comment').fill('Robots welcome?')
    await expect(submit.isDisabled()).resolves.toBe(true)

    await page.locator('#captchaControl').fill(String(Number(captcha.answer) + 1))
    const reloaded = nextCaptcha(page)
    await submit.click()
    await expectSnackbar(page, 'Wrong answer to CAPTCHA. Please try again.')
    const fresh = await reloaded
    expect(fresh.captchaId).not.toBe(captcha.captchaId)
    await page.locator('#captcha').filter({ hasText: fresh.captcha }).waitFor()
    await expect(page.locator('#captchaControl').inputValue()).resolves.toBe('')
    await expect(page.locator('#comment').inputValue()).resolves.toBe('Robots welcome?')
    await expect(feedbackWithComment(fixture.shop, 'Robots welcome? (anonymous)')).resolves.toBeUndefined()
    await context.close()
  })

  it('solves Forged Feedback by un-hiding the user id field and posting as someone else', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, JIM)
    const captcha = await openContact(page, fixture.shop)
    const userId = page.locator('#userId')
    await expect.poll(() => userId.inputValue()).toMatch(/^\d+$/)
    expect(await waitForSolved(fixture.shop, 'forgedFeedbackChallenge', 0)).toBe(false)

    // What the write-ups do in the DevTools: remove the hidden attribute and type another id.
    await page.evaluate(() => document.querySelector('#userId')?.removeAttribute('hidden'))
    await userId.fill('1')
    await page.locator('#comment').fill('Picard stinks!')
    await page.locator('#captchaControl').fill(captcha.answer)
    await rate(page, 3)
    await page.locator('#submitButton').click()
    await expectSnackbar(page, 'Thank you for your feedback.')
    await expect(waitForSolved(fixture.shop, 'forgedFeedbackChallenge')).resolves.toBe(true)
    await context.close()
  })

  it('solves Zero Stars by removing the disabled attribute of the submit button', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    const captcha = await openContact(page, fixture.shop)
    await page.locator('#comment').fill('Not a single star.')
    await page.locator('#captchaControl').fill(captcha.answer)
    const submit = page.locator('#submitButton')
    await expect(submit.isDisabled()).resolves.toBe(true)
    expect(await waitForSolved(fixture.shop, 'zeroStarsChallenge', 0)).toBe(false)

    await page.evaluate(() => document.querySelector('#submitButton')?.removeAttribute('disabled'))
    await submit.click()
    await expectSnackbar(page, 'Thank you for your feedback.')
    await expect(waitForSolved(fixture.shop, 'zeroStarsChallenge')).resolves.toBe(true)
    const stored = await feedbackWithComment(fixture.shop, 'Not a single star. (anonymous)')
    expect(stored).toMatchObject({ rating: 0 })
    await context.close()
  })
})
