import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { RunningShop } from './shop.js'

export const TRAINER_PASSWORD = 'journey-trainer'

/** Environment of a workshop started by a journey. */
export const WORKSHOP_ENV = { WORKSHOP: 'true', TRAINER_PASSWORD }

/** A fresh browser context (own cookies) without the shop's first-visit banners. */
export async function newWorkshopContext(
  browser: Browser,
  shop: RunningShop,
  width = 1280,
  height = 900,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height } })
  for (const origin of [shop.baseUrl, shop.trainerUrl ?? shop.baseUrl])
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
  await context.addCookies(
    ['welcomebanner_status', 'cookieconsent_status'].map((name) => ({
      name,
      value: 'dismiss',
      url: shop.baseUrl,
    })),
  )
  return { context, page: await context.newPage() }
}

async function expectOk(
  response: { ok(): boolean; status(): number; text(): Promise<string> },
  what: string,
) {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`)
}

/** The workshop's trainer listener (console and trainer API). */
export function trainerUrlOf(shop: RunningShop): string {
  if (!shop.trainerUrl) throw new Error('not a workshop: no trainer listener')
  return shop.trainerUrl
}

/** Logs the context in as the trainer through the API (the console's login form has its own journey). */
export async function loginTrainerByApi(context: BrowserContext, shop: RunningShop): Promise<void> {
  const response = await context.request.post(`${trainerUrlOf(shop)}/workshop/api/trainer/login`, {
    data: { password: TRAINER_PASSWORD },
  })
  await expectOk(response, 'trainer login')
}

/** Creates a team with a trainer's context; answers its passcode. */
export async function createTeamByApi(
  context: BrowserContext,
  shop: RunningShop,
  name: string,
): Promise<string> {
  const response = await context.request.post(`${trainerUrlOf(shop)}/workshop/api/teams`, {
    data: { name },
  })
  await expectOk(response, `creating team ${name}`)
  return ((await response.json()) as { passcode: string }).passcode
}

/** Joins a team in the player's context through the join API. */
export async function joinTeamByApi(
  context: BrowserContext,
  shop: RunningShop,
  team: string,
  passcode: string,
): Promise<void> {
  const response = await context.request.post(`${shop.baseUrl}/workshop/api/join`, {
    data: { team, passcode },
  })
  await expectOk(response, `joining team ${team}`)
}

/** Reads a challenge's state through the player's own cookies, i.e. in the player's team. */
export async function solvedInTeamOf(page: Page, shop: RunningShop, key: string): Promise<boolean> {
  const response = await page.request.get(`${shop.baseUrl}/api/Challenges/?key=${key}`)
  const body = (await response.json()) as { data: { solved: boolean }[] }
  return body.data[0]?.solved === true
}

/** Opens the hidden score board in the player's team, which solves the Score Board challenge; waits for the solve. */
export async function solveScoreBoard(page: Page, shop: RunningShop): Promise<void> {
  await page.goto(`${shop.baseUrl}/#/score-board`)
  await page.getByTestId('challenge-card').first().waitFor()
  const deadline = Date.now() + 10_000
  while (!(await solvedInTeamOf(page, shop, 'scoreBoardChallenge'))) {
    if (Date.now() > deadline) throw new Error('Score Board was not solved')
    await new Promise((wait) => setTimeout(wait, 100))
  }
}

/** A player who joins `team` and solves the Score Board challenge in a context of its own. */
export async function playerSolvesScoreBoard(
  browser: Browser,
  shop: RunningShop,
  team: string,
  passcode: string,
): Promise<void> {
  const player = await newWorkshopContext(browser, shop)
  await joinTeamByApi(player.context, shop, team, passcode)
  await solveScoreBoard(player.page, shop)
  await player.context.close()
}

/** True when the page has no horizontal scrolling of its own (wide tables scroll inside their container). */
export const fitsTheWindow = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)
