import { beforeAll, describe, expect, it } from 'vitest'
import { seriousFindings } from '../support/a11y.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import {
  createTeamByApi,
  loginTrainerByApi,
  newWorkshopContext,
  playerSolvesScoreBoard,
  WORKSHOP_ENV,
} from '../support/workshop.js'

describe('workshop pages: accessibility (axe)', () => {
  const fixture = useShopAndBrowser({ env: WORKSHOP_ENV })

  beforeAll(async () => {
    const setup = await newWorkshopContext(fixture.browser, fixture.shop)
    await loginTrainerByApi(setup.context, fixture.shop)
    const passcode = await createTeamByApi(setup.context, fixture.shop, 'red')
    await playerSolvesScoreBoard(fixture.browser, fixture.shop, 'red', passcode)
    await setup.context.close()
  })

  it('has no serious findings on the join page', async () => {
    const { context, page } = await newWorkshopContext(fixture.browser, fixture.shop)
    await page.goto(`${fixture.shop.baseUrl}/workshop/join`)
    await page.getByRole('heading', { name: 'Join your team' }).waitFor()
    await expect(seriousFindings(page)).resolves.toEqual([])
    await context.close()
  })

  it('has no serious findings on the trainer login', async () => {
    const { context, page } = await newWorkshopContext(fixture.browser, fixture.shop)
    await page.goto(`${fixture.shop.trainerUrl}/workshop/trainer`)
    await page.getByRole('heading', { name: 'Trainer login' }).waitFor()
    await expect(seriousFindings(page)).resolves.toEqual([])
    await context.close()
  })

  it('has no serious findings in the trainer console’s teams, class and session views', async () => {
    const { context, page } = await newWorkshopContext(fixture.browser, fixture.shop)
    await loginTrainerByApi(context, fixture.shop)
    await page.goto(`${fixture.shop.trainerUrl}/workshop/trainer`)
    await page.getByRole('button', { name: 'Show details of team red' }).waitFor()
    await expect(seriousFindings(page)).resolves.toEqual([])

    await page.getByRole('button', { name: 'Show details of team red' }).click()
    await page.locator('#solveTimeline').waitFor()
    await expect(seriousFindings(page)).resolves.toEqual([])
    await page.keyboard.press('Escape')

    await page.getByRole('tab', { name: 'Class' }).click()
    await page.getByText('Solves over time per team').waitFor()
    await page.locator('figure svg').first().waitFor()
    await expect(seriousFindings(page)).resolves.toEqual([])

    await page.getByRole('tab', { name: 'Session' }).click()
    await page.getByLabel('Only a set of challenges').check()
    await page.locator('#announcementText').fill('Ten minutes left')
    await page.locator('#announcementText').blur()
    // The send button has just been enabled: its colour fades in (MUI's 250 ms transition) before axe may judge it.
    await page.waitForTimeout(400)
    await expect(seriousFindings(page)).resolves.toEqual([])
    await context.close()
  })

  it('has no serious findings on the public scoreboard', async () => {
    const { context, page } = await newWorkshopContext(fixture.browser, fixture.shop)
    await page.goto(`${fixture.shop.baseUrl}/workshop/scoreboard`)
    await page.locator('#solveTicker li').first().waitFor()
    await expect(seriousFindings(page)).resolves.toEqual([])
    await context.close()
  })
})
