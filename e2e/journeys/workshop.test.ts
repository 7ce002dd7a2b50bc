import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useShopAndBrowser } from '../support/fixtures.js'
import { newWorkshopContext, solvedInTeamOf, WORKSHOP_ENV } from '../support/workshop.js'

/** From the join page: creates a team, reads its passcode, copies it and enters the shop. */
async function createTeam(page: Page, team: string): Promise<string> {
  await page.locator('#teamName').fill(team)
  await page.locator('#createTeamButton').click()
  const passcode = (await page.locator('#newPasscode').textContent()) ?? ''
  await page.locator('#copyPasscodeButton').click()
  await page.getByText('Passcode copied').waitFor()
  await page.locator('#enterShopButton').click()
  await page.waitForURL(/#\/search/)
  return passcode
}

describe('workshop: joining a team', () => {
  const fixture = useShopAndBrowser({ env: WORKSHOP_ENV })

  it('takes a player from / to the join page, into a new team and to a solved score board, unsolved for another team', async () => {
    const red = await newWorkshopContext(fixture.browser, fixture.shop)
    await red.page.goto(`${fixture.shop.baseUrl}/`)
    await red.page.waitForURL(/\/workshop\/join$/)
    await red.page.getByRole('heading', { name: 'Join your team' }).waitFor()
    const passcode = await createTeam(red.page, 'red')
    expect(passcode).toMatch(/^\d{8}$/)
    await expect(red.page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(passcode)

    await red.page.goto(`${fixture.shop.baseUrl}/#/score-board`)
    await red.page.getByTestId('challenge-card').first().waitFor()
    await expect.poll(() => solvedInTeamOf(red.page, fixture.shop, 'scoreBoardChallenge')).toBe(true)

    const blue = await newWorkshopContext(fixture.browser, fixture.shop, 390)
    await blue.page.goto(`${fixture.shop.baseUrl}/`)
    await blue.page.waitForURL(/\/workshop\/join$/)
    await createTeam(blue.page, 'blue')
    await expect(solvedInTeamOf(blue.page, fixture.shop, 'scoreBoardChallenge')).resolves.toBe(false)
    await blue.page.goto(`${fixture.shop.baseUrl}/#/score-board`)
    await blue.page.getByTestId('challenge-card').first().waitFor()
    await expect(red.page.evaluate(() => document.body.scrollWidth <= window.innerWidth + 1)).resolves.toBe(
      true,
    )

    // A team mate joins red with the passcode and sees red's progress.
    const mate = await newWorkshopContext(fixture.browser, fixture.shop, 390)
    await mate.page.goto(`${fixture.shop.baseUrl}/workshop/join`)
    await mate.page.locator('#teamName').fill('red')
    await mate.page.locator('#passcode').fill(passcode)
    await mate.page.locator('#joinButton').click()
    await mate.page.waitForURL(/#\/search/)
    await expect(solvedInTeamOf(mate.page, fixture.shop, 'scoreBoardChallenge')).resolves.toBe(true)
    await Promise.all([red.context.close(), blue.context.close(), mate.context.close()])
  })

  it('shows the server’s error for a wrong passcode and a hint for an invalid name, at phone width', async () => {
    const player = await newWorkshopContext(fixture.browser, fixture.shop, 360)
    await player.page.goto(`${fixture.shop.baseUrl}/workshop/join`)
    await player.page.locator('#teamName').fill('-bad')
    await player.page.getByText('Use 1 to 32 lower-case letters').waitFor()
    await expect(player.page.locator('#joinButton').isDisabled()).resolves.toBe(true)
    await player.page.locator('#teamName').fill('red')
    await player.page.locator('#passcode').fill('00000000')
    await player.page.locator('#joinButton').click()
    await expect(player.page.locator('#workshopError').textContent()).resolves.toBe(
      'Wrong team name or passcode',
    )
    await expect(
      player.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
    ).resolves.toBe(true)
    await player.context.close()
  })
})
