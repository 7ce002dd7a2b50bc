import { describe, expect, it } from 'vitest'
import { useShopAndBrowser } from '../support/fixtures.js'
import {
  createTeamByApi,
  fitsTheWindow,
  loginTrainerByApi,
  newWorkshopContext,
  playerSolvesScoreBoard,
  WORKSHOP_ENV,
} from '../support/workshop.js'

describe('workshop: the public scoreboard', () => {
  const fixture = useShopAndBrowser({ env: WORKSHOP_ENV })

  it('ranks the teams and shows a new solve in the ticker as it happens, without a trainer login', async () => {
    const trainer = await newWorkshopContext(fixture.browser, fixture.shop)
    await loginTrainerByApi(trainer.context, fixture.shop)
    const passcode = await createTeamByApi(trainer.context, fixture.shop, 'blue')
    await createTeamByApi(trainer.context, fixture.shop, 'green')

    const projector = await newWorkshopContext(fixture.browser, fixture.shop, 1920, 1080)
    const { page } = projector
    await page.goto(`${fixture.shop.baseUrl}/workshop/scoreboard`)
    await page.getByRole('heading', { name: 'Scoreboard' }).waitFor()
    await page.locator('#scoreboardRanking tr[data-team="green"]').waitFor()
    await page.getByText('No solves yet').waitFor()

    await playerSolvesScoreBoard(fixture.browser, fixture.shop, 'blue', passcode)
    const entry = page.locator('#solveTicker li').first()
    await entry.waitFor({ timeout: 5_000 })
    await expect(entry.textContent()).resolves.toContain('blue solved Score Board ★')
    const leader = page.locator('#scoreboardRanking tbody tr').first()
    await expect.poll(() => leader.getAttribute('data-team')).toBe('blue')
    await expect(leader.textContent()).resolves.toBe('1blue1001')
    await Promise.all([trainer.context.close(), projector.context.close()])
  })

  it('fits a phone', async () => {
    const viewer = await newWorkshopContext(fixture.browser, fixture.shop, 375, 740)
    await viewer.page.goto(`${fixture.shop.baseUrl}/workshop/scoreboard`)
    await viewer.page.locator('#scoreboardRanking').waitFor()
    await expect(fitsTheWindow(viewer.page)).resolves.toBe(true)
    await viewer.context.close()
  })
})
