import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN } from '../support/accounts.js'
import { openShopAs } from '../support/browser.js'
import { apiLogin } from '../support/checkout.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { api, waitForSolved } from '../support/shop.js'

/** Solved-challenge toasts sit over the page's lower right; close them before clicking there. */
async function closeToasts(page: Page): Promise<void> {
  const close = page.locator('.challenge-solved-toast .close-notification')
  while ((await close.count()) > 0) await close.first().click()
}

interface Feedback {
  id: number
  rating: number
  UserId: number | null
}

describe('administration page', () => {
  const fixture = useShopAndBrowser()
  let context: BrowserContext
  let page: Page
  let token = ''

  beforeAll(async () => {
    token = (await apiLogin(fixture.shop, ADMIN.email, ADMIN.password)).token
    ;({ context, page } = await openShopAs(fixture.browser, fixture.shop, ADMIN))
    await page.goto(`${fixture.shop.baseUrl}/#/administration`)
  })
  afterAll(async () => {
    await context?.close()
  })

  it('loads the 19px padding image, which solves Admin Section', async () => {
    await page.locator('img[src="assets/public/images/padding/19px.png"]').waitFor({ state: 'attached' })
    await expect(waitForSolved(fixture.shop, 'adminSectionChallenge')).resolves.toBe(true)
  })

  it('lists the registered users 10 per page', async () => {
    const users = await api<{ data: unknown[] }>(fixture.shop, '/rest/user/authentication-details', { token })
    expect(users.body.data.length).toBeGreaterThan(10)
    const rows = page.locator('#userTable').getByTestId('admin-user')
    await rows.first().waitFor()
    await expect(rows.count()).resolves.toBe(10)
    await expect(rows.first().textContent()).resolves.toContain(ADMIN.email)
    // The admin has just logged in, so the status icon says so.
    await expect(rows.first().locator('[data-status]').getAttribute('data-status')).resolves.toBe('loggedIn')
    await page
      .locator('#userPagination')
      .getByRole('button', { name: /next page/i })
      .click()
    await expect(rows.count()).resolves.toBe(Math.min(10, users.body.data.length - 10))
    await page
      .locator('#userPagination')
      .getByRole('button', { name: /previous page/i })
      .click()
  })

  it('shows a user in the detail dialog', async () => {
    await closeToasts(page)
    await page.getByRole('button', { name: 'Show details of user 1', exact: true }).click()
    const dialog = page.locator('#userDetailsDialog')
    await dialog.getByText(ADMIN.email).waitFor()
    await expect(dialog.textContent()).resolves.toMatch(/User ID\s*1/)
    await expect(dialog.textContent()).resolves.toMatch(/Created\s*\d{4}-\d{2}-\d{2}/)
    await page.locator('#closeUserDetails').click()
    await dialog.waitFor({ state: 'detached' })
  })

  it('lists the customer feedback with star ratings and shows one in detail', async () => {
    const feedbacks = await api<{ data: Feedback[] }>(fixture.shop, '/api/Feedbacks')
    const rows = page.locator('#feedbackTable').getByTestId('admin-feedback')
    await rows.first().waitFor()
    await expect(rows.count()).resolves.toBe(Math.min(10, feedbacks.body.data.length))
    const first = feedbacks.body.data[0]!
    await rows
      .first()
      .getByRole('img', { name: `${first.rating} of 5 stars` })
      .waitFor()
    await closeToasts(page)
    await rows.first().locator('td').nth(1).click()
    const dialog = page.locator('#feedbackDetailsDialog')
    await dialog.getByText(`User ID: ${first.UserId}`).waitFor()
    await page.locator('#closeFeedbackDetails').click()
    await dialog.waitFor({ state: 'detached' })
  })

  it('deletes the five-star feedback, which solves Five-Star Feedback', async () => {
    const fiveStar = page.locator('#feedbackTable [data-testid="admin-feedback"][data-rating="5"]')
    await expect(fiveStar.count()).resolves.toBe(1)
    const id = await fiveStar.getAttribute('data-feedback-id')
    await closeToasts(page)
    await fiveStar.getByRole('button', { name: `Delete feedback ${id}` }).click()
    await fiveStar.waitFor({ state: 'detached' })
    const remaining = await api<{ data: Feedback[] }>(fixture.shop, '/api/Feedbacks')
    expect(remaining.body.data.some((feedback) => String(feedback.id) === id)).toBe(false)
    expect(remaining.body.data.some((feedback) => feedback.rating === 5)).toBe(false)
    await expect(waitForSolved(fixture.shop, 'feedbackChallenge')).resolves.toBe(true)
  })
})
