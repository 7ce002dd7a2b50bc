#!/usr/bin/env node
// Takes docs/images/trainer-console.png: the trainer console's teams view (1280×800) of a workshop started from the
// build (`npm run build` first) with four teams, three of which solved a few challenges through the shop's API.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { request } from 'playwright-core'
import { launchSystemChromium } from './system-chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const output = path.join(root, 'docs', 'images', 'trainer-console.png')
const TRAINER_PASSWORD = 'screenshot-trainer'

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

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

async function startWorkshop() {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'juicy-screenshot-'))
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SHOP_DATA_DIR: dataDir, WORKSHOP: 'true', TRAINER_PASSWORD },
    stdio: 'ignore',
  })
  const baseUrl = `http://localhost:${port}`
  const stop = () => {
    child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const ready = await fetch(`${baseUrl}/workshop/api/settings`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return { baseUrl, stop }
    await new Promise((wait) => setTimeout(wait, 250))
  }
  stop()
  throw new Error('The workshop did not start within 60 s (did you run npm run build?)')
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
}

const workshop = await startWorkshop()
const browser = await launchSystemChromium()
try {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })
  await context.request.post(`${workshop.baseUrl}/workshop/api/trainer/login`, {
    data: { password: TRAINER_PASSWORD },
  })
  const trainer = await request.newContext({
    baseURL: `${workshop.baseUrl}/`,
    storageState: await context.storageState(),
  })
  for (const [team, exploits] of Object.entries(TEAMS))
    await playTeam(workshop.baseUrl, trainer, team, exploits)
  await trainer.dispose()

  const page = await context.newPage()
  await page.goto(`${workshop.baseUrl}/workshop/trainer`)
  await page.getByRole('button', { name: 'Show details of team late-arrivals' }).waitFor()
  mkdirSync(path.dirname(output), { recursive: true })
  await page.screenshot({ path: output })
  console.log(`saved ${path.relative(root, output)}`)
} finally {
  await browser.close()
  workshop.stop()
}
