import type { ChallengeSolvedNotification } from '@juicy/contracts'
import { SocketEvents } from '@juicy/contracts'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../platform/paths.js'
import { readJson, sendJson } from '../test-support/http-helpers.js'
import { throughWorkshop } from '../test-support/test-shop-in-workshop.js'
import { eventually, startTestShop, type TestShop } from '../test-support/test-shop.js'
import { encodeContinueCode } from './continue-code.js'
import { ctfFlag } from './flags.js'

const solveScoreBoard = (t: TestShop) => t.request('/assets/public/images/padding/1px.png')

async function nextSolve(t: TestShop, solve: () => Promise<unknown>): Promise<ChallengeSolvedNotification> {
  const socket = await t.socket()
  const received: ChallengeSolvedNotification[] = []
  socket.on(SocketEvents.challengeSolved, (notification: ChallengeSolvedNotification) =>
    received.push(notification),
  )
  await solve()
  await eventually(() => received.length > 0)
  return received[0]!
}

describe('challenge solved notifications', () => {
  const shops: TestShop[] = []
  afterEach(async () => {
    for (const t of shops.splice(0)) await t.close()
  })

  it('carry the HMAC-SHA1 flag of the challenge name under the default CTF key', async () => {
    const t = await startTestShop()
    shops.push(t)
    const notification = await nextSolve(t, () => solveScoreBoard(t))
    expect(notification).toEqual({
      key: 'scoreBoardChallenge',
      name: 'Score Board',
      challenge: expect.stringMatching(/^Score Board \(.+\)$/) as unknown,
      flag: '2614339936e8282e2f820f023d4d998a1f95e02a',
      hidden: false,
      isRestore: false,
      codingChallenge: true,
    })
  })

  it('use the CTF_KEY of the environment when set', async () => {
    const t = await startTestShop({ env: { CTF_KEY: 'event-key' } })
    shops.push(t)
    const notification = await nextSolve(t, () => t.request('/rest/qwertz'))
    expect(notification.key).toBe('errorHandlingChallenge')
    expect(notification.flag).toBe(ctfFlag('event-key', 'Error Handling'))
  })

  it('are marked hidden when solved notifications are switched off', async () => {
    const t = await startTestShop({ overrides: { challenges: { showSolvedNotifications: false } } })
    shops.push(t)
    expect((await nextSolve(t, () => solveScoreBoard(t))).hidden).toBe(true)
  })

  it('are sent once: solving a solved challenge again changes nothing', async () => {
    const t = await startTestShop()
    shops.push(t)
    await solveScoreBoard(t)
    const first = await t.challenge('scoreBoardChallenge')
    expect(t.shop.engine.solve('scoreBoardChallenge', { summary: 'again' })).toBe(false)
    expect(await t.challenge('scoreBoardChallenge')).toEqual(first)
  })
})

describe('persisted progress', () => {
  const dirs: string[] = []
  const tempDir = (): string => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-progress-'))
    dirs.push(dir)
    return dir
  }
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('survives a restart with the same dataDir, including updatedAt', async () => {
    const dataDir = tempDir()
    const first = await startTestShop({ dataDir })
    await solveScoreBoard(first)
    await first.request(`/rest/continue-code/apply/${encodeContinueCode('hacking', [1]) ?? ''}`, {
      method: 'PUT',
    })
    const solved = await first.challenge('scoreBoardChallenge')
    expect(solved.solved).toBe(true)
    await first.close()

    const second = await startTestShop({ dataDir })
    try {
      expect(await second.challenge('scoreBoardChallenge')).toMatchObject({
        solved: true,
        updatedAt: solved.updatedAt,
      })
      expect((await second.challenge('passwordHashLeakChallenge')).solved).toBe(true)
      expect((await second.challenge('loginAdminChallenge')).solved).toBe(false)
    } finally {
      await second.close()
    }
    const progress = JSON.parse(readFileSync(path.join(dataDir, 'progress.json'), 'utf8')) as {
      solved: Record<string, { restored: boolean; cheatScore?: number }>
      startedAt: string
    }
    expect(progress.solved.scoreBoardChallenge).toMatchObject({ restored: false, cheatScore: 0 })
    expect(progress.solved.passwordHashLeakChallenge?.restored).toBe(true)
    expect(progress.solved.passwordHashLeakChallenge).not.toHaveProperty('cheatScore')
    expect(Date.parse(progress.startedAt)).not.toBeNaN()
  })

  it('reads a progress file written before cheat scores were kept', async () => {
    const dataDir = tempDir()
    const solvedAt = '2026-01-01T10:00:00.000Z'
    writeFileSync(
      path.join(dataDir, 'progress.json'),
      JSON.stringify({
        version: 1,
        solved: { loginAdminChallenge: { solvedAt, restored: false, evidence: { summary: 'logged in' } } },
        codingStatus: {},
      }),
    )
    const t = await startTestShop({ dataDir })
    try {
      expect(await t.challenge('loginAdminChallenge')).toMatchObject({ solved: true, updatedAt: solvedAt })
      expect(t.shop.engine.totalCheatScore()).toBe(0)
    } finally {
      await t.close()
    }
  })

  it('starts unsolved with a fresh empty dataDir', async () => {
    const t = await startTestShop({ dataDir: tempDir() })
    try {
      expect((await t.challenge('scoreBoardChallenge')).solved).toBe(false)
      expect(await readJson(await t.request('/rest/continue-code'))).toEqual({})
    } finally {
      await t.close()
    }
  })

  it('keeps solved challenges across Shop.reset', async () => {
    const t = await startTestShop({ dataDir: tempDir() })
    try {
      await solveScoreBoard(t)
      t.shop.reset()
      expect((await t.challenge('scoreBoardChallenge')).solved).toBe(true)
    } finally {
      await t.close()
    }
  })
})

describe('solutions webhook', () => {
  let receiver: Server
  let url: string
  const bodies: { contentType: string | undefined; body: Record<string, unknown> }[] = []

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
      req.on('end', () => {
        bodies.push({
          contentType: req.headers['content-type'],
          body: JSON.parse(text) as Record<string, unknown>,
        })
        res.end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/solutions`
  })
  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve))
  })

  it("receives the reference's webhook body on a fresh solve", async () => {
    const t = await startTestShop({ env: { SOLUTIONS_WEBHOOK: url } })
    try {
      const hints = (await readJson<{ data: { id: number }[] }>(await t.request('/api/Hints?ChallengeId=27')))
        .data
      await t.request(`/api/Hints/${hints[0]?.id ?? 0}`, sendJson('PUT', { unlocked: true }))
      await t.request('/rest/qwertz')
      await eventually(() => bodies.length === 1)
    } finally {
      await t.close()
    }
    const { version } = JSON.parse(readFileSync(paths.packageJson, 'utf8')) as { version: string }
    const [{ contentType, body } = { contentType: '', body: {} }] = bodies
    expect(contentType).toMatch(/^application\/json/)
    expect(body).toEqual({
      solution: {
        challenge: 'errorHandlingChallenge',
        hintsAvailable: 4,
        hintsUnlocked: 1,
        cheatScore: 0,
        totalCheatScore: 0,
        issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as unknown,
      },
      ctfFlag: ctfFlag('TRwzkRJnHOTckssAeyJbysWgP!Qc2T', 'Error Handling'),
      issuer: {
        hostName: os.hostname(),
        os: `${os.type()} (${os.release()})`,
        appName: 'OWASP Juice Shop',
        config: 'default',
        version,
      },
      // a workshop names the team in the payload (the server suite also runs through a workshop team)
      ...(throughWorkshop() ? { team: 'team-under-test' } : {}),
    })
  })

  it('carries the cheat score of quick solves and the median of all fresh solves', async () => {
    bodies.length = 0
    const t = await startTestShop({ env: { SOLUTIONS_WEBHOOK: url } })
    const solutionOf = (challenge: string) =>
      bodies
        .map(
          ({ body }) => body.solution as { challenge: string; cheatScore: number; totalCheatScore: number },
        )
        .find((solution) => solution.challenge === challenge)!
    try {
      // two 1-star challenges within seconds of the shop's start and of each other (20 s is the plausible minimum)
      await t.request('/ftp/acquisitions.md')
      await eventually(() => bodies.length === 1)
      await t.request('/metrics', { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; browser)' } })
      await eventually(() => bodies.length === 2)
      // an exempt challenge scores 0 and pulls the median down to the lower of the two
      await t.request('/rest/qwertz')
      await eventually(() => bodies.length === 3)
      expect(t.shop.engine.totalCheatScore()).toBe(solutionOf('errorHandlingChallenge').totalCheatScore)
    } finally {
      await t.close()
    }
    const first = solutionOf('directoryListingChallenge')
    const second = solutionOf('exposedMetricsChallenge')
    expect(first.cheatScore).toBeGreaterThan(0.5)
    expect(second.cheatScore).toBeGreaterThan(0.5)
    expect(first.totalCheatScore).toBe(first.cheatScore)
    expect(second.totalCheatScore).toBe(Math.round(((first.cheatScore + second.cheatScore) / 2) * 100) / 100)
    expect(solutionOf('errorHandlingChallenge')).toMatchObject({
      cheatScore: 0,
      totalCheatScore: Math.min(first.cheatScore, second.cheatScore),
    })
  })

  it('is not called for challenges restored from a continue code', async () => {
    bodies.length = 0
    const t = await startTestShop({ env: { SOLUTIONS_WEBHOOK: url } })
    try {
      const code = encodeContinueCode('hacking', [1, 2, 75]) ?? ''
      expect((await t.request(`/rest/continue-code/apply/${code}`, { method: 'PUT' })).status).toBe(200)
      expect((await t.challenge('scoreBoardChallenge')).solved).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 250))
      expect(bodies).toEqual([])
    } finally {
      await t.close()
    }
  })

  it('survives an unreachable webhook without disturbing the solve', async () => {
    const t = await startTestShop({ env: { SOLUTIONS_WEBHOOK: 'http://127.0.0.1:9/nowhere' } })
    try {
      await solveScoreBoard(t)
      expect((await t.challenge('scoreBoardChallenge')).solved).toBe(true)
      expect((await t.request('/rest/admin/application-version')).status).toBe(200)
    } finally {
      await t.close()
    }
  })
})
