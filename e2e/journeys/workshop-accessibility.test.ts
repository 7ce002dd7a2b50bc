import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../support/browser.js'
import { startShop, type RunningShop } from '../support/shop.js'
import {
  createTeamByApi,
  loginTrainerByApi,
  newWorkshopContext,
  playerSolvesScoreBoard,
  WORKSHOP_ENV,
} from '../support/workshop.js'

/** The serious and critical findings of axe on the page as it is now, each as "rule: the elements' HTML". */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map(({ html }) => html.slice(0, 160)).join(' | ')}`)
}

describe('workshop pages: accessibility (axe)', () => {
  let shop: RunningShop
  let browser: Browser

  beforeAll(async () => {
    shop = await startShop(WORKSHOP_ENV)
    browser = await launchBrowser()
    const setup = await newWorkshopContext(browser, shop)
    await loginTrainerByApi(setup.context, shop)
    const passcode = await createTeamByApi(setup.context, shop, 'red')
    await playerSolvesScoreBoard(browser, shop, 'red', passcode)
    await setup.context.close()
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.stop()
  })

  it('has no serious findings on the join page', async () => {
    const { context, page } = await newWorkshopContext(browser, shop)
    await page.goto(`${shop.baseUrl}/workshop/join`)
    await page.getByRole('heading', { name: 'Join your team' }).waitFor()
    await expect(seriousViolations(page)).resolves.toEqual([])
    await context.close()
  })

  it('has no serious findings on the trainer login', async () => {
    const { context, page } = await newWorkshopContext(browser, shop)
    await page.goto(`${shop.baseUrl}/workshop/trainer`)
    await page.getByRole('heading', { name: 'Trainer login' }).waitFor()
    await expect(seriousViolations(page)).resolves.toEqual([])
    await context.close()
  })

  it('has no serious findings in the trainer console’s teams and class views', async () => {
    const { context, page } = await newWorkshopContext(browser, shop)
    await loginTrainerByApi(context, shop)
    await page.goto(`${shop.baseUrl}/workshop/trainer`)
    await page.getByRole('button', { name: 'Show details of team red' }).waitFor()
    await expect(seriousViolations(page)).resolves.toEqual([])

    await page.getByRole('button', { name: 'Show details of team red' }).click()
    await page.locator('#solveTimeline').waitFor()
    await expect(seriousViolations(page)).resolves.toEqual([])
    await page.keyboard.press('Escape')

    await page.getByRole('tab', { name: 'Class' }).click()
    await page.getByText('Solves over time per team').waitFor()
    await page.locator('figure svg').first().waitFor()
    await expect(seriousViolations(page)).resolves.toEqual([])
    await context.close()
  })

  it('has no serious findings on the public scoreboard', async () => {
    const { context, page } = await newWorkshopContext(browser, shop)
    await page.goto(`${shop.baseUrl}/workshop/scoreboard`)
    await page.locator('#solveTicker li').first().waitFor()
    await expect(seriousViolations(page)).resolves.toEqual([])
    await context.close()
  })
})
