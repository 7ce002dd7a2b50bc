import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser, withShop } from '../support/fixtures.js'
import { showScoreBoardFilters } from '../support/layout.js'
import { api, waitForSolved, type RunningShop } from '../support/shop.js'

interface ChallengeRow {
  key: string
  codingChallengeStatus: number
}

async function codingStatus(shop: RunningShop, key: string): Promise<number | undefined> {
  const { body } = await api<{ data: ChallengeRow[] }>(shop, `/api/Challenges/?key=${key}`)
  return body.data.find((challenge) => challenge.key === key)?.codingChallengeStatus
}

/** The Login Admin card on the score board (difficulty 2 is not shown by default). */
async function loginAdminCard(page: Page): Promise<Locator> {
  await page.getByTestId('challenge-card').first().waitFor()
  await showScoreBoardFilters(page)
  await page.getByTestId('difficulty-2').click()
  const card = page.locator('[data-challenge-key="loginAdminChallenge"]')
  await card.waitFor()
  return card
}

/** Tries the fix options (those using prepared statements first) until the server accepts one. */
async function chooseRightFix(dialog: Locator): Promise<void> {
  const options = dialog.getByTestId('fix-option')
  await options.first().waitFor()
  const count = await options.count()
  const texts = await options.allTextContents()
  const order = [...Array(count).keys()].sort(
    (a, b) => Number(!texts[a]!.includes('.prepare(')) - Number(!texts[b]!.includes('.prepare(')),
  )
  for (const index of order) {
    await options.nth(index).getByRole('radio').check()
    await dialog.getByRole('button', { name: 'Submit' }).click()
    const verdict = dialog.getByTestId('coding-verdict')
    await verdict.waitFor()
    if ((await verdict.getAttribute('data-verdict')) === 'true') return
  }
  throw new Error('no fix option was accepted')
}

describe('coding challenge', () => {
  const fixture = useShopAndBrowser()
  /** The coding continue codes the first journey's browser saved. */
  const codingCookies: Record<string, string> = {}

  beforeAll(async () => {
    // Login Admin by SQL injection: its coding challenge is offered once it is solved (the default setting).
    await api(fixture.shop, '/rest/user/login', {
      method: 'POST',
      body: { email: "' OR 1=1--", password: 'x' },
    })
    if (!(await waitForSolved(fixture.shop, 'loginAdminChallenge'))) throw new Error('Login Admin not solved')
  })

  it('finds the vulnerable line and picks the right fix of Login Admin', async () => {
    const { context, page, socketConnected } = await openShop(fixture.browser, fixture.shop, {
      path: '/score-board',
    })
    await socketConnected
    const card = await loginAdminCard(page)
    await expect(page.getByTestId('coding-progress-find-it').textContent()).resolves.toMatch(
      /^Find it: 0 of \d+ coding challenges$/,
    )
    await card.getByRole('button', { name: 'Coding challenge for Login Admin' }).click()
    const dialog = page.getByRole('dialog', { name: 'Coding challenge: Login Admin' })

    // Find it: select the line that builds the SQL text and submit it.
    const sqlLine = dialog.getByRole('checkbox').filter({ hasText: 'const sql = ' })
    await sqlLine.click()
    await expect(sqlLine.getAttribute('aria-checked')).resolves.toBe('true')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await dialog.getByText('Correct! You found the vulnerable code.').waitFor()
    await expect.poll(() => codingStatus(fixture.shop, 'loginAdminChallenge')).toBe(1)

    // Fix it: every option is a diff with -/+ lines; the right one is accepted with its explanation.
    await dialog.getByRole('button', { name: 'Continue to Fix it' }).click()
    await dialog.getByTestId('fix-option').first().waitFor()
    await expect(dialog.locator('[data-kind="removed"]').first().textContent()).resolves.toMatch(/^-/)
    await expect(dialog.locator('[data-kind="added"]').first().textContent()).resolves.toMatch(/^\+/)
    await chooseRightFix(dialog)
    const verdict = dialog.getByTestId('coding-verdict')
    await expect(verdict.textContent()).resolves.toMatch(/^Correct! This change fixes the vulnerability\..+/)
    await expect(dialog.getByTestId('coding-step-fix-it').textContent()).resolves.toContain('Solved')
    await expect.poll(() => codingStatus(fixture.shop, 'loginAdminChallenge')).toBe(2)

    // The card and the progress show both phases; the socket event saved both continue codes.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await card.getByText('Find it ✓').waitFor()
    await card.getByText('Fix it ✓').waitFor()
    await expect(page.getByTestId('coding-progress-fix-it').textContent()).resolves.toMatch(
      /^Fix it: 1 of \d+ coding challenges$/,
    )
    const codingCookieNames = ['continueCodeFindIt', 'continueCodeFixIt']
    await expect
      .poll(async () => (await context.cookies(fixture.shop.baseUrl)).map((cookie) => cookie.name))
      .toEqual(expect.arrayContaining(codingCookieNames))
    for (const cookie of await context.cookies(fixture.shop.baseUrl))
      if (codingCookieNames.includes(cookie.name)) codingCookies[cookie.name] = cookie.value
    await context.close()
  })

  it('opens the dialog full screen at phone width, on Fix it once both phases are solved', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/score-board' })
    await page.setViewportSize({ width: 390, height: 844 })
    const card = await loginAdminCard(page)
    await card.getByTestId('coding-challenge-button').click()
    const dialog = page.getByRole('dialog', { name: 'Coding challenge: Login Admin' })
    await dialog.getByTestId('fix-option').first().waitFor()
    await dialog.getByText(/You already found and fixed this vulnerability/).waitFor()
    const box = await dialog.boundingBox()
    expect(box?.width).toBe(390)
    await dialog.getByTestId('coding-step-find-it').click()
    await dialog.getByRole('checkbox').first().focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Space')
    await expect(dialog.getByRole('checkbox').nth(1).getAttribute('aria-checked')).resolves.toBe('true')
    await context.close()
  })

  it('restores the coding phases from their continue codes after a restart', async () => {
    expect(Object.keys(codingCookies)).toHaveLength(2)
    await withShop(async (restarted) => {
      const { context, page } = await openShop(fixture.browser, restarted, { cookies: codingCookies })
      await expect(page.getByTestId('restart-notice').textContent()).resolves.toContain(
        'Your previous hacking progress has been restored automatically.',
      )
      await expect.poll(() => codingStatus(restarted, 'loginAdminChallenge')).toBe(2)
      await context.close()
    })
  })
})
