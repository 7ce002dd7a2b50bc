import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useShopAndBrowser } from '../support/fixtures.js'
import {
  createTeamByApi,
  joinTeamByApi,
  loginTrainerByApi,
  newWorkshopContext,
  trainerUrlOf,
  WORKSHOP_ENV,
} from '../support/workshop.js'

const card = (page: Page, key: string) =>
  page.locator(`[data-testid="challenge-card"][data-challenge-key="${key}"]`)

/** A player of `team` on the score board of the team's shop. */
async function playerOnScoreBoard(
  fixture: ReturnType<typeof useShopAndBrowser>,
  team: string,
  passcode: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const player = await newWorkshopContext(fixture.browser, fixture.shop)
  await joinTeamByApi(player.context, fixture.shop, team, passcode)
  await player.page.goto(`${fixture.shop.baseUrl}/#/score-board`)
  await card(player.page, 'errorHandlingChallenge').waitFor()
  return player
}

describe('workshop: the trainer runs the session', () => {
  const fixture = useShopAndBrowser({ env: WORKSHOP_ENV })

  it('limits the board to a set, announces, releases a hint and freezes the public ranking, live on two teams', async () => {
    const trainer = await newWorkshopContext(fixture.browser, fixture.shop)
    await loginTrainerByApi(trainer.context, fixture.shop)
    const consolePage = trainer.page
    const alpha = await playerOnScoreBoard(
      fixture,
      'alpha',
      await createTeamByApi(trainer.context, fixture.shop, 'alpha'),
    )
    const beta = await playerOnScoreBoard(
      fixture,
      'beta',
      await createTeamByApi(trainer.context, fixture.shop, 'beta'),
    )

    // The set: one category. Both teams' open boards show the rest as not part of the event, without a reload.
    await consolePage.goto(`${trainerUrlOf(fixture.shop)}/workshop/trainer`)
    await consolePage.getByRole('tab', { name: 'Session' }).click()
    await consolePage.getByLabel('Only a set of challenges').check()
    await consolePage.getByLabel('Security Misconfiguration').check()
    await expect
      .poll(() => consolePage.getByTestId('eventSetSize').textContent())
      .toMatch(/^4 of \d+ challenges/)
    await consolePage.locator('#saveEventButton').click()
    await consolePage.getByText('Applied: every team').waitFor()
    for (const { page } of [alpha, beta]) {
      const outside = card(page, 'localXssChallenge')
      await expect.poll(() => outside.getAttribute('data-status')).toBe('unavailable')
      await expect(outside.getByTestId('challenge-status').textContent()).resolves.toBe(
        'Not part of this event',
      )
      await expect(card(page, 'errorHandlingChallenge').getAttribute('data-status')).resolves.toBe('unsolved')
    }

    // An announcement reaches both open pages within a second, and a player who comes later finds it listed.
    const message = 'The API documentation is at /api-docs'
    await consolePage.locator('#announcementText').fill(message)
    await consolePage.locator('#sendAnnouncementButton').click()
    await Promise.all(
      [alpha, beta].map(({ page }) =>
        page.getByTestId('announcements').getByText(message).waitFor({ timeout: 1_000 }),
      ),
    )
    await expect(alpha.page.getByRole('alert').filter({ hasText: message }).count()).resolves.toBe(1)
    await alpha.page.getByRole('button', { name: 'Dismiss announcement' }).click()
    await alpha.page.getByTestId('announcements').waitFor({ state: 'detached' })
    const latecomer = await playerOnScoreBoard(
      fixture,
      'gamma',
      await createTeamByApi(trainer.context, fixture.shop, 'gamma'),
    )
    await latecomer.page.getByTestId('announcements-panel').getByText(message).waitFor()

    // A hint released to every team shows unlocked on every board, free, and the players are told.
    await consolePage.getByRole('tab', { name: 'Class' }).click()
    await consolePage.getByRole('button', { name: 'Release next hint: Error Handling' }).click()
    await consolePage.getByRole('menuitem', { name: 'To every team' }).click()
    await consolePage.getByText('Hint 1 released').waitFor()
    for (const { page } of [alpha, beta, latecomer]) {
      const hints = card(page, 'errorHandlingChallenge').getByTestId('hint-panel')
      await hints.getByRole('button', { name: /Unlock hint 2 of/ }).waitFor()
    }
    await beta.page.getByText('Your trainer released a hint to your team').waitFor()

    // Freeze: the public ranking keeps its order while the console moves on; revealing shows the final one.
    const players = await newWorkshopContext(fixture.browser, fixture.shop)
    await players.page.goto(`${fixture.shop.baseUrl}/workshop/scoreboard`)
    await players.page.locator('tr[data-team="alpha"]').waitFor()
    const freeze = await trainer.context.request.put(`${trainerUrlOf(fixture.shop)}/workshop/api/event`, {
      data: {
        challenges: { categories: ['Security Misconfiguration'] },
        startsAt: null,
        endsAt: null,
        freezeAt: new Date().toISOString(),
      },
    })
    expect(freeze.status()).toBe(200)
    await players.page.locator('#scoreboardFrozen').waitFor()
    await beta.page.request.get(`${fixture.shop.baseUrl}/rest/qwertz`)
    await consolePage.getByRole('tab', { name: 'Teams' }).click()
    await expect
      .poll(() => consolePage.locator('tr[data-team="beta"] [data-column="solved"]').textContent())
      .toMatch(/^1 \//)
    const publicSolved = players.page.locator('tr[data-team="beta"] [data-column="solved"]')
    await players.page.reload()
    await expect(publicSolved.textContent()).resolves.toBe('0')

    await consolePage.getByRole('tab', { name: 'Session' }).click()
    await consolePage.locator('#revealRankingButton').click()
    await players.page.locator('#scoreboardFrozen').waitFor({ state: 'detached' })
    await expect.poll(() => publicSolved.textContent()).toBe('1')

    for (const context of [trainer, alpha, beta, latecomer, players]) await context.context.close()
  })

  it('shows a countdown on the join page before the start, and keeps the team out of its shop until then', async () => {
    const trainer = await newWorkshopContext(fixture.browser, fixture.shop)
    await loginTrainerByApi(trainer.context, fixture.shop)
    const startsAt = new Date(Date.now() + 10 * 60_000).toISOString()
    const set = await trainer.context.request.put(`${trainerUrlOf(fixture.shop)}/workshop/api/event`, {
      data: { challenges: null, startsAt, endsAt: null, freezeAt: null },
    })
    expect(set.status()).toBe(200)
    const player = await newWorkshopContext(fixture.browser, fixture.shop)
    await joinTeamByApi(
      player.context,
      fixture.shop,
      'delta',
      await createTeamByApi(trainer.context, fixture.shop, 'delta'),
    )
    await player.page.goto(`${fixture.shop.baseUrl}/`)
    await player.page.waitForURL(/\/workshop\/join$/)
    const countdown = player.page.getByTestId('event-countdown')
    await expect(countdown.textContent()).resolves.toMatch(/^The event starts in (9|10) min/)
    const api = await player.page.request.get(`${fixture.shop.baseUrl}/rest/products/search?q=`)
    expect(api.status()).toBe(403)
    expect(await api.json()).toMatchObject({ error: 'EventNotStarted', startsAt })

    await trainer.context.request.put(`${trainerUrlOf(fixture.shop)}/workshop/api/event`, {
      data: { challenges: null, startsAt: null, endsAt: null, freezeAt: null },
    })
    await player.page.goto(`${fixture.shop.baseUrl}/#/search`)
    await player.page.getByTestId('product-card').first().waitFor()
    for (const context of [trainer, player]) await context.context.close()
  })
})
