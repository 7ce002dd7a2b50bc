import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { ADMIN } from '../support/accounts.js'
import { loginThroughUi, openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { api, waitForSolved, type RunningShop } from '../support/shop.js'

const XSS = '<iframe src="javascript:alert(`xss`)">'
/** The catalogue's exploit: the one-pass sanitiser removes the script and leaves a live iframe. */
const FEEDBACK_PAYLOAD = '<<script>Foo</script>iframe src="javascript:alert(`xss`)">'

/** Signs the admin in on a fresh page that records every alert. */
async function adminPage(browser: Browser, shop: RunningShop) {
  const alerts: string[] = []
  const opened = await openShop(browser, shop, {
    beforeNavigation: (fresh) => {
      fresh.on('dialog', (dialog) => {
        alerts.push(dialog.message())
        void dialog.dismiss()
      })
    },
  })
  await loginThroughUi(opened.page, shop, ADMIN.email, ADMIN.password)
  return { ...opened, alerts }
}

async function waitForAlert(alerts: string[]): Promise<void> {
  await expect.poll(() => alerts.includes('xss'), { timeout: 10_000 }).toBe(true)
}

describe('persisted XSS shown as trusted HTML', () => {
  const fixture = useShopAndBrowser()
  let context: BrowserContext | undefined

  afterAll(async () => {
    await context?.close()
  })

  // Feedback first: while no XSS user exists, an alert on the administration page can only come from it.
  it('runs the feedback left through the captcha on the administration and About pages', async () => {
    const captcha = await api<{ captchaId: number; answer: string }>(fixture.shop, '/rest/captcha')
    const posted = await api(fixture.shop, '/api/Feedbacks', {
      method: 'POST',
      body: {
        captchaId: captcha.body.captchaId,
        captcha: captcha.body.answer,
        comment: FEEDBACK_PAYLOAD,
        rating: 1,
      },
    })
    expect(posted.status).toBe(201)
    await expect(waitForSolved(fixture.shop, 'persistedXssFeedbackChallenge')).resolves.toBe(true)

    const admin = await adminPage(fixture.browser, fixture.shop)
    context = admin.context
    await admin.page.goto(`${fixture.shop.baseUrl}/#/administration`)
    await admin.page.locator('#feedbackTable iframe').first().waitFor({ state: 'attached' })
    await waitForAlert(admin.alerts)

    // On the About page the feedback runs when its slide comes up.
    admin.alerts.length = 0
    const feedbacks = await api<{ data: { comment: string }[] }>(fixture.shop, '/api/Feedbacks')
    const position = feedbacks.body.data.findIndex((feedback) => feedback.comment.includes(XSS))
    expect(position).toBeGreaterThanOrEqual(0)
    await admin.page.goto(`${fixture.shop.baseUrl}/#/about`)
    const slideshow = admin.page.locator('#feedbackSlideshow')
    await slideshow.waitFor()
    await slideshow.hover()
    while (Number(await slideshow.getAttribute('data-index')) !== position) {
      await admin.page.locator('#slideshowNext').click()
    }
    await slideshow.locator('.slideshow-comment iframe').waitFor({ state: 'attached' })
    await waitForAlert(admin.alerts)
    await admin.context.close()
    context = undefined
  })

  it('runs a user email registered through the API on the administration page', async () => {
    const created = await api(fixture.shop, '/api/Users', {
      method: 'POST',
      body: { email: XSS, password: 'XSSed', passwordRepeat: 'XSSed', role: 'admin' },
    })
    expect(created.status).toBe(201)
    await expect(waitForSolved(fixture.shop, 'persistedXssUserChallenge')).resolves.toBe(true)

    const admin = await adminPage(fixture.browser, fixture.shop)
    context = admin.context
    await admin.page.goto(`${fixture.shop.baseUrl}/#/administration`)
    // The new user is the last one: go to the last page of the user table.
    const next = admin.page.locator('#userPagination').getByRole('button', { name: /next page/i })
    await admin.page.locator('#userTable').getByTestId('admin-user').first().waitFor()
    while (await next.isEnabled()) await next.click()
    await admin.page.locator('#userTable iframe').first().waitFor({ state: 'attached' })
    await waitForAlert(admin.alerts)
  })
})
