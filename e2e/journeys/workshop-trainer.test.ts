import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useShopAndBrowser } from '../support/fixtures.js'
import {
  createTeamByApi,
  fitsTheWindow,
  joinTeamByApi,
  loginTrainerByApi,
  newWorkshopContext,
  solveScoreBoard,
  TRAINER_PASSWORD,
  WORKSHOP_ENV,
} from '../support/workshop.js'

const solvedCell = (page: Page, team: string) =>
  page.locator(`tr[data-team="${team}"] [data-column="solved"]`)
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '')

describe('workshop: the trainer console', () => {
  const fixture = useShopAndBrowser({ env: WORKSHOP_ENV })

  it('logs in, creates a team, follows its solve live, shows the evidence, resets and deletes it', async () => {
    const trainer = await newWorkshopContext(fixture.browser, fixture.shop)
    const { page } = trainer
    await page.goto(`${fixture.shop.trainerUrl}/workshop/trainer`)
    await page.getByRole('heading', { name: 'Trainer login' }).waitFor()
    await page.locator('#trainerPassword').fill('not the password')
    await page.locator('#trainerLoginButton').click()
    await expect(page.locator('#trainerLoginError').textContent()).resolves.toBe('Wrong password')
    await page.locator('#trainerPassword').fill(TRAINER_PASSWORD)
    await page.locator('#trainerLoginButton').click()
    await page.getByRole('heading', { name: 'Trainer console' }).waitFor()

    // Create a team: its passcode is shown once, and the focus returns to the toolbar afterwards.
    await page.locator('#createTeamButton').click()
    await page.locator('#newTeamName').fill('Red Team')
    await page.locator('#confirmCreateTeamButton').click()
    await page.getByText('Share it with team red-team').waitFor()
    const passcode = (await page.locator('#newPasscode').textContent()) ?? ''
    expect(passcode).toMatch(/^\d{8}$/)
    await page.locator('#closePasscodeButton').click()
    await expect.poll(() => focusedId(page)).toBe('createTeamButton')
    await expect(solvedCell(page, 'red-team').textContent()).resolves.toMatch(/^0 \/ \d+$/)

    // A player joins with that passcode and solves the Score Board: the table follows within 2 s, no reload.
    const player = await newWorkshopContext(fixture.browser, fixture.shop)
    await joinTeamByApi(player.context, fixture.shop, 'red-team', passcode)
    await solveScoreBoard(player.page, fixture.shop)
    await page.waitForFunction(
      () =>
        /^1 \//.test(
          document.querySelector('tr[data-team="red-team"] [data-column="solved"]')?.textContent ?? '',
        ),
      undefined,
      { timeout: 2_000 },
    )
    await expect(page.locator('tr[data-team="red-team"]').textContent()).resolves.toContain('now')
    // Finding the score board is exempt from the cheat score: any player finds it within seconds.
    await expect(
      page.locator('tr[data-team="red-team"] [data-column="cheatScore"]').textContent(),
    ).resolves.toBe('0%')

    // The team's detail shows the solve with its recorded evidence.
    await page.getByRole('button', { name: 'Show details of team red-team' }).click()
    const detail = page.getByRole('dialog', { name: 'Team red-team' })
    await detail.locator('#solveTimeline').getByText('Score Board', { exact: true }).waitFor()
    await expect(detail.locator('#solveTimeline').textContent()).resolves.toContain('opened the score board')
    await expect(detail.locator('#solveTimeline').textContent()).resolves.toMatch(
      /GET \/assets\/public\/images\/padding\/1px\.png/,
    )
    await detail.locator('#closeTeamDetailButton').click()

    // Reset the team's progress after a confirmation naming what is lost.
    await page.getByRole('button', { name: 'Reset team red-team' }).click()
    const reset = page.getByRole('dialog', { name: 'Reset team red-team' })
    await reset.getByLabel('The progress (data stays)').check()
    await reset.locator('#resetNextButton').click()
    await expect(reset.locator('#resetConsequence').textContent()).resolves.toContain(
      'Lost: every solved challenge, every notification and every coding-challenge status.',
    )
    await reset.locator('#confirmResetButton').click()
    await reset.locator('#resetDone').waitFor()
    await reset.locator('#closeResetButton').click()
    await expect.poll(() => solvedCell(page, 'red-team').textContent()).toMatch(/^0 \//)

    // By keyboard: the dialog takes the focus (on the safe choice), Escape closes it and the focus comes back.
    const deleteButton = page.getByRole('button', { name: 'Delete team red-team' })
    await deleteButton.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel')
    await page.keyboard.press('Escape')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Delete team red-team')

    // Delete it after a confirmation.
    await deleteButton.click()
    const deletion = page.getByRole('dialog', { name: 'Delete team red-team' })
    await expect(deletion.textContent()).resolves.toContain('deleted for good')
    await deletion.locator('#confirmButton').click()
    await page.getByText('No teams yet.').waitFor()

    await page.locator('#trainerLogoutButton').click()
    await page.getByRole('heading', { name: 'Trainer login' }).waitFor()
    await Promise.all([trainer.context.close(), player.context.close()])
  })

  it('downloads the CTFd export without hints', async () => {
    const trainer = await newWorkshopContext(fixture.browser, fixture.shop)
    await loginTrainerByApi(trainer.context, fixture.shop)
    const { page } = trainer
    await page.goto(`${fixture.shop.trainerUrl}/workshop/trainer`)
    await page.getByRole('tab', { name: 'CTF export' }).click()
    await page.getByLabel('CTFd').check()
    await page.getByLabel('No hints').check()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#ctfDownloadButton').click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.CTFd\.csv$/)
    const file = await readFile(await download.path(), 'utf8')
    expect(file.split('\n')[0]).toMatch(/^name,description,category,value/)
    await trainer.context.close()
  })

  it('shows the teams at phone width, the table scrolling within itself', async () => {
    const trainer = await newWorkshopContext(fixture.browser, fixture.shop, 375, 740)
    await loginTrainerByApi(trainer.context, fixture.shop)
    await createTeamByApi(trainer.context, fixture.shop, 'phone-team')
    const { page } = trainer
    await page.goto(`${fixture.shop.trainerUrl}/workshop/trainer`)
    await page.getByRole('button', { name: 'Show details of team phone-team' }).waitFor()
    await expect(fitsTheWindow(page)).resolves.toBe(true)
    const table = page.getByRole('table', { name: 'Teams' })
    await expect(table.isVisible()).resolves.toBe(true)
    // The actions sit at the table's far end: scrolled to, they are on screen and usable.
    const remove = page.getByRole('button', { name: 'Delete team phone-team' })
    await remove.scrollIntoViewIfNeeded()
    await expect(remove.isVisible()).resolves.toBe(true)
    await expect(fitsTheWindow(page)).resolves.toBe(true)
    await trainer.context.close()
  })
})
