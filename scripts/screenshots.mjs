#!/usr/bin/env node
// Takes the documentation's screenshots (docs/images/*.png, 1280×800) with the system Chromium, from a workshop started
// from the build (`npm run build` first) with four teams, three of which solved a few challenges through the shop's
// API: the trainer console's teams and class views, the public scoreboard, the join page, and a team's score board;
// then the phone screenshots of scripts/phone-screenshots.mjs.
// Usage: npm run screenshots (all of them), npm run screenshots:phone (the phone screenshots only)
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { request } from 'playwright-core'
import { startBuiltShop, untilAnswered } from './built-shop.mjs'
import { freePort } from './free-port.mjs'
import { closeNotifications, takePhoneScreenshots } from './phone-screenshots.mjs'
import { launchSystemChromium } from './system-chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const images = path.join(root, 'docs', 'images')
const TRAINER_PASSWORD = 'screenshot-trainer-password'
const phoneOnly = process.argv.includes('--phone-only')

/** Requests that solve one challenge each, as the catalogue's canonical exploits do. */
const EXPLOITS = {
  scoreBoard: (api) => api.get('assets/public/images/padding/1px.png'),
  errorHandling: (api) => api.get('rest/qwertz'),
  confidentialDocument: (api) => api.get('ftp/acquisitions.md'),
  loginAdmin: (api) => api.post('rest/user/login', { data: { email: "' or 1=1--", password: 'a' } }),
  exposedMetrics: (api) => api.get('metrics'),
}
const TEAMS = {
  'juice-pressers': ['scoreBoard', 'errorHandling', 'confidentialDocument', 'loginAdmin', 'exposedMetrics'],
  'null-byters': ['scoreBoard', 'confidentialDocument', 'errorHandling'],
  'team-tangerine': ['scoreBoard'],
  'late-arrivals': [],
}

async function startWorkshop() {
  const shop = startBuiltShop(root, {
    port: await freePort(),
    env: { WORKSHOP: 'true', TRAINER_PASSWORD },
    stdio: 'ignore',
  })
  try {
    await untilAnswered(shop, '/workshop/api/settings', { timeoutMs: 60_000, intervalMs: 250 })
  } catch (error) {
    await shop.stop()
    throw new Error(`The workshop did not start (did you run npm run build?): ${error.message}`, {
      cause: error,
    })
  }
  return { baseUrl: shop.base, trainerUrl: shop.trainerBase, stop: shop.stop }
}

async function playTeam(baseUrl, trainer, team, exploits) {
  const created = await trainer.post('workshop/api/teams', { data: { name: team } })
  const { passcode } = await created.json()
  const player = await request.newContext({ baseURL: `${baseUrl}/` })
  await player.post('workshop/api/join', { data: { team, passcode } })
  for (const exploit of exploits) {
    await EXPLOITS[exploit](player)
    await new Promise((wait) => setTimeout(wait, 300))
  }
  await player.dispose()
  return passcode
}

/** The trainer's browser, logged in, and an API context sharing its cookie. */
async function trainerSession(browser, trainerUrl) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })
  await context.request.post(`${trainerUrl}/workshop/api/trainer/login`, {
    data: { password: TRAINER_PASSWORD },
  })
  const api = await request.newContext({
    baseURL: `${trainerUrl}/`,
    storageState: await context.storageState(),
  })
  return { context, api }
}

/** A player's browser in a team, with the welcome banner and cookie notice already dismissed. */
async function playerContext(browser, baseUrl, team, passcode) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })
  await context.request.post(`${baseUrl}/workshop/api/join`, { data: { team, passcode } })
  const { hostname } = new URL(baseUrl)
  await context.addCookies(
    ['welcomebanner_status', 'cookieconsent_status'].map((name) => ({
      name,
      value: 'dismiss',
      domain: hostname,
      path: '/',
    })),
  )
  return context
}

/** A datetime-local value `minutes` from now, rounded to the quarter hour (the browser's zone). */
function inMinutes(minutes) {
  const at = new Date(Date.now() + minutes * 60_000)
  at.setMinutes(Math.round(at.getMinutes() / 15) * 15, 0, 0)
  const pad = (value) => String(value).padStart(2, '0')
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

async function save(page, name) {
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: path.join(images, name) })
  console.log(`saved docs/images/${name}`)
}

/** The 1280×800 screenshots: trainer console, class view, session, public scoreboard, join page, a team's score board. */
async function takeDesktopScreenshots(browser, { baseUrl, trainerUrl }, trainerContext, passcodes) {
  const consolePage = await trainerContext.newPage()
  await consolePage.goto(`${trainerUrl}/workshop/trainer`)
  await consolePage.getByRole('button', { name: 'Show details of team late-arrivals' }).waitFor()
  await save(consolePage, 'trainer-console.png')
  await consolePage.getByRole('tab', { name: 'Class' }).click()
  await consolePage.getByText('Solves over time per team').waitFor()
  await save(consolePage, 'trainer-class.png')
  await consolePage.getByRole('tab', { name: 'Session' }).click()
  await consolePage.getByLabel('Only a set of challenges').check()
  await consolePage.getByLabel('XSS', { exact: true }).check()
  await consolePage.locator('#maxDifficulty').selectOption('3')
  await consolePage.locator('#endsAt').fill(inMinutes(90))
  await consolePage.locator('#freezeAt').fill(inMinutes(60))
  const announcement = consolePage.locator('#announcementText')
  await announcement.fill('The API documentation is at /api-docs. 90 minutes to go!')
  await announcement.blur()
  await consolePage.getByRole('heading', { name: 'Trainer console' }).scrollIntoViewIfNeeded()
  await consolePage.waitForTimeout(400) // the label and the send button's colour settle after their transitions
  await save(consolePage, 'trainer-session.png')

  const projector = await trainerContext.newPage()
  await projector.goto(`${baseUrl}/workshop/scoreboard`)
  await projector.getByRole('heading', { name: 'Scoreboard' }).waitFor()
  await save(projector, 'workshop-scoreboard.png')

  const newcomer = await (
    await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })
  ).newPage()
  await newcomer.goto(`${baseUrl}/workshop/join`)
  await newcomer.getByRole('heading', { name: 'Join your team' }).waitFor()
  await save(newcomer, 'workshop-join.png')

  const player = await (
    await playerContext(browser, baseUrl, 'juice-pressers', passcodes['juice-pressers'])
  ).newPage()
  await player.goto(`${baseUrl}/#/score-board`)
  await player.getByTestId('score-board-filters').waitFor()
  // The team's solves arrive as notifications on the first visit, one after another: close them as they come.
  await closeNotifications(player)
  await save(player, 'score-board.png')
}

const workshop = await startWorkshop()
const browser = await launchSystemChromium()
try {
  mkdirSync(images, { recursive: true })
  const trainer = await trainerSession(browser, workshop.trainerUrl)
  const passcodes = {}
  for (const [team, exploits] of Object.entries(TEAMS))
    passcodes[team] = await playTeam(workshop.baseUrl, trainer.api, team, exploits)
  await trainer.api.dispose()

  if (!phoneOnly) await takeDesktopScreenshots(browser, workshop, trainer.context, passcodes)
  await takePhoneScreenshots(
    await playerContext(browser, workshop.baseUrl, 'late-arrivals', passcodes['late-arrivals']),
    workshop.baseUrl,
    save,
  )
} finally {
  await browser.close()
  await workshop.stop()
}
