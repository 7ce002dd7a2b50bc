import { request as httpRequest } from 'node:http'
import type { ScoreboardEntry, TeamSummary } from '@juicy/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startTestWorkshop,
  TRAINER_PASSWORD,
  type TestWorkshop,
  type WorkshopClient,
} from '../test-support/test-workshop.js'
import { SOCKETS_PER_TEAM } from './workshop-realtime.js'

/**
 * Workshop mode against a hostile class: every test is an attack a player could run through the public interface,
 * and checks that it neither works nor hurts anyone else.
 */

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A request sent from a chosen loopback address (another machine of the class, as far as the server can tell). */
function send(
  url: string,
  {
    from = '127.0.0.1',
    method = 'GET',
    headers = {},
    json,
  }: {
    from?: string
    method?: string
    headers?: Record<string, string>
    json?: unknown
  } = {},
): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method,
        localAddress: from,
        agent: false,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

const count = (answers: Answer[], status: number) =>
  answers.filter((answer) => answer.status === status).length

const parallel = <T>(n: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, index) => make(index)))

describe('workshop against a hostile class: guessing the trainer password', () => {
  let t: TestWorkshop
  beforeAll(async () => {
    t = await startTestWorkshop()
  })
  afterAll(() => t.close())

  it('checks at most 10 of 200 parallel wrong passwords and still lets the trainer in from another address', async () => {
    const login = `${t.trainerUrl}/workshop/api/trainer/login`
    const answers = await parallel(200, () => send(login, { method: 'POST', json: { password: 'guess' } }))
    expect(count(answers, 401)).toBeLessThanOrEqual(10)
    expect(count(answers, 401) + count(answers, 429) + count(answers, 503)).toBe(200)

    const elsewhere = await send(login, {
      from: '127.0.0.2',
      method: 'POST',
      json: { password: TRAINER_PASSWORD },
    })
    expect(elsewhere.status).toBe(200)
    // Guessing on from the first address ends in 429 (without a check) once its budget is used up.
    let guessed = await send(login, { method: 'POST', json: { password: 'guess' } })
    for (let guess = 0; guess < 11 && guessed.status !== 429; guess++)
      guessed = await send(login, { method: 'POST', json: { password: 'guess' } })
    expect(guessed.status).toBe(429)
    expect(JSON.parse(guessed.body)).toEqual({
      error: 'Too many failed attempts, please try again in a few minutes',
    })
    expect((await send(login, { method: 'POST', json: { password: TRAINER_PASSWORD } })).status).toBe(429)
  })
})

describe('workshop against a hostile class: guessing a team passcode', () => {
  let t: TestWorkshop
  let passcodes: Record<string, string>

  beforeAll(async () => {
    t = await startTestWorkshop({ overrides: { workshop: { enabled: true, selfService: false } } })
    const trainer = await t.trainer()
    passcodes = {}
    for (const name of ['alpha', 'beta', 'gamma']) {
      const { body } = await trainer.json<{ passcode: string }>('/workshop/api/teams', {
        method: 'POST',
        json: { name },
      })
      passcodes[name] = body.passcode
    }
  })
  afterAll(() => t.close())

  const join = (team: string, passcode: string, from?: string) =>
    send(`${t.url}/workshop/api/join`, { from, method: 'POST', json: { team, passcode } })

  it('checks at most 20 of 200 parallel wrong passcodes and locks out no right one', async () => {
    const answers = await parallel(200, (index) => join('beta', String(index).padStart(8, '0')))
    expect(count(answers, 401)).toBeLessThanOrEqual(20)
    expect(count(answers, 200)).toBe(0)
    // Keep guessing one by one until the budget of this address for beta is used up.
    let status = 401
    for (let guess = 0; guess < 25 && status !== 429; guess++)
      status = (await join('beta', `9999999${guess % 10}`)).status
    expect(status).toBe(429)

    // The right passcode of another team, from the same address (the class's NAT), and beta's from another address.
    expect((await join('gamma', passcodes.gamma!)).status).toBe(200)
    expect((await join('beta', passcodes.beta!, '127.0.0.2')).status).toBe(200)
  })
})

describe('workshop against a hostile class: the trainer session', () => {
  let t: TestWorkshop
  beforeAll(async () => {
    t = await startTestWorkshop({
      overrides: { workshop: { enabled: true, trustProxy: true } },
    })
  })
  afterAll(() => t.close())

  it('ends with logout: the old cookie opens nothing afterwards', async () => {
    const trainer = await t.trainer()
    const stolen = t.trainerClient()
    stolen.cookies.set('trainer', trainer.cookies.get('trainer')!)
    expect((await stolen.request('/workshop/api/teams')).status).toBe(200)
    expect((await trainer.request('/workshop/api/trainer/logout', { method: 'POST' })).status).toBe(204)
    expect((await stolen.request('/workshop/api/teams')).status).toBe(401)
    expect((await stolen.request('/workshop/metrics')).status).toBe(401)
  })

  it('gets Secure cookies when the request came over TLS through the trusted proxy', async () => {
    const secure = { 'x-forwarded-proto': 'https' }
    const login = await send(`${t.trainerUrl}/workshop/api/trainer/login`, {
      method: 'POST',
      headers: secure,
      json: { password: TRAINER_PASSWORD },
    })
    expect(String(login.headers['set-cookie'])).toMatch(/^trainer=.*; Secure; SameSite=Strict/)
    const joined = await send(`${t.url}/workshop/api/join`, {
      method: 'POST',
      headers: secure,
      json: { team: 'tls' },
    })
    expect(String(joined.headers['set-cookie'])).toMatch(/^team=.*; HttpOnly; Secure; SameSite=Lax/)
    const plain = await send(`${t.url}/workshop/api/join`, { method: 'POST', json: { team: 'plain' } })
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/)
  })
})

describe("workshop against a hostile class: requests to the trainer from the players' origin", () => {
  let t: TestWorkshop
  let trainer: WorkshopClient
  let cookie: string

  beforeAll(async () => {
    t = await startTestWorkshop()
    trainer = await t.trainer()
    cookie = `trainer=${trainer.cookies.get('trainer')}`
    await trainer.request('/workshop/api/teams', { method: 'POST', json: { name: 'beta' } })
  })
  afterAll(() => t.close())

  it('refuses state changes from another origin, from another site, or not sent as JSON', async () => {
    const passcode = `${t.trainerUrl}/workshop/api/teams/beta/passcode`
    const attempts: [Record<string, string>, number][] = [
      [{ origin: t.url, 'content-type': 'application/json' }, 403],
      [{ origin: 'null', 'content-type': 'application/json' }, 403],
      [{ 'sec-fetch-site': 'same-site', 'content-type': 'application/json' }, 403],
      [{ 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, 403],
      [{ origin: t.trainerUrl, 'content-type': 'text/plain' }, 415],
      [{ origin: t.trainerUrl, 'content-type': 'application/x-www-form-urlencoded' }, 415],
      [{ origin: t.trainerUrl }, 415],
    ]
    for (const [headers, status] of attempts) {
      const answer = await send(passcode, { method: 'POST', headers: { cookie, ...headers } })
      expect(answer.status, JSON.stringify(headers)).toBe(status)
      expect(answer.body).not.toMatch(/\d{8}/)
    }
    const own = await send(passcode, {
      method: 'POST',
      headers: {
        cookie,
        origin: t.trainerUrl,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
    })
    expect(own.status).toBe(200)
    // Behind a proxy that terminates TLS, the console's own page says https:// while the request arrives over HTTP.
    const behindTls = await send(passcode, {
      method: 'POST',
      headers: {
        cookie,
        origin: t.trainerUrl.replace('http:', 'https:'),
        'content-type': 'application/json',
      },
    })
    expect(behindTls.status).toBe(200)
  })

  it('answers no read for another site and never sends CORS headers', async () => {
    const teams = `${t.trainerUrl}/workshop/api/teams`
    const fromPlayers = await send(teams, {
      headers: { cookie, origin: t.url, 'sec-fetch-site': 'same-site' },
    })
    expect(fromPlayers.status).toBe(403)
    const preflight = await send(teams, {
      method: 'OPTIONS',
      headers: { origin: t.url, 'access-control-request-method': 'POST' },
    })
    for (const answer of [fromPlayers, preflight, await send(teams, { headers: { cookie, origin: t.url } })])
      expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([])
  })

  it("serves no shop page on the trainer's listener", async () => {
    for (const path of ['/', '/index.html', '/workshop/join']) {
      const answer = await send(`${t.trainerUrl}${path}`, { headers: { accept: 'text/html' } })
      expect(answer.status, path).toBe(302)
      expect(answer.headers.location).toBe('/workshop/trainer')
    }
    expect((await send(`${t.trainerUrl}/main.js`)).status).toBe(200)
    expect((await send(`${t.trainerUrl}/rest/admin/application-version`)).status).toBe(404)
  })
})

describe('workshop against a hostile class: a continue code from another team', () => {
  let t: TestWorkshop
  beforeAll(async () => {
    t = await startTestWorkshop()
  })
  afterAll(() => t.close())

  it('restores the solves in the team but leaves the scoreboard and the class statistics unchanged', async () => {
    const beta = t.client()
    const gamma = t.client()
    await beta.join('beta')
    await gamma.join('gamma')
    await beta.request('/assets/public/images/padding/1px.png')
    const { body } = await beta.json<{ continueCode: string }>('/rest/continue-code')
    const scoreboard = async () => (await t.client().json<ScoreboardEntry[]>('/workshop/api/scoreboard')).body
    const before = await scoreboard()

    const applied = await gamma.request(`/rest/continue-code/apply/${body.continueCode}`, { method: 'PUT' })
    expect(applied.status).toBe(200)
    expect(await gamma.solved('scoreBoardChallenge')).toBe(true)
    expect(await scoreboard()).toEqual(before)
    const trainer = await t.trainer()
    const gammaSummary = (await trainer.json<TeamSummary[]>('/workshop/api/teams')).body.find(
      (team) => team.name === 'gamma',
    )
    expect(gammaSummary).toMatchObject({ solved: 0, score: 0, restored: 1 })
    const stats = (
      await trainer.json<{ challenge: string; solvedBy: number }[]>('/workshop/api/challenges/stats')
    ).body
    expect(stats.find((row) => row.challenge === 'scoreBoardChallenge')?.solvedBy).toBe(1)
  })

  it('counts restored solves when the workshop is set to', async () => {
    const scoring = await startTestWorkshop({
      overrides: { workshop: { enabled: true, scoreRestoredSolves: true } },
    })
    try {
      const beta = scoring.client()
      const gamma = scoring.client()
      await beta.join('beta')
      await gamma.join('gamma')
      await beta.request('/assets/public/images/padding/1px.png')
      const { body } = await beta.json<{ continueCode: string }>('/rest/continue-code')
      await gamma.request(`/rest/continue-code/apply/${body.continueCode}`, { method: 'PUT' })
      const board = (await scoring.client().json<ScoreboardEntry[]>('/workshop/api/scoreboard')).body
      expect(board.map(({ name, solved }) => [name, solved]).sort()).toEqual([
        ['beta', 1],
        ['gamma', 1],
      ])
    } finally {
      await scoring.close()
    }
  })
})

describe('workshop against a hostile class: self-service team creation', () => {
  let t: TestWorkshop
  beforeAll(async () => {
    t = await startTestWorkshop({ overrides: { workshop: { enabled: true, maxTeams: 10 } } })
  })
  afterAll(() => t.close())

  const create = (team: string, from: string) =>
    send(`${t.url}/workshop/api/join`, { from, method: 'POST', json: { team } })

  it('refuses one address after 3 teams an hour, lets other addresses create, and keeps a reserve for the trainer', async () => {
    const squatter: number[] = []
    for (let n = 0; n < 8; n++) squatter.push((await create(`squat-${n}`, '127.0.0.5')).status)
    expect(squatter).toEqual([201, 201, 201, 429, 429, 429, 429, 429])
    const refused = await create('squat-9', '127.0.0.5')
    expect(JSON.parse(refused.body)).toEqual({
      error: 'Too many teams created from your address, please try again later',
    })
    // other players fill self-service's share (9 of 10 teams), then the rest is the trainer's
    for (const [n, from] of [
      '127.0.0.6',
      '127.0.0.6',
      '127.0.0.6',
      '127.0.0.7',
      '127.0.0.7',
      '127.0.0.7',
    ].entries())
      expect((await create(`team-${n}`, from)).status).toBe(201)
    const full = await create('one-more', '127.0.0.8')
    expect(full.status).toBe(409)
    expect(JSON.parse(full.body)).toEqual({
      error: 'No more teams can be created here: ask your trainer for one',
    })
    const trainer = await t.trainer()
    const reserved = await trainer.json('/workshop/api/teams', {
      method: 'POST',
      json: { name: 'late-team' },
    })
    expect(reserved.status).toBe(201)
  })
})

describe('workshop against a hostile class: many sockets', () => {
  let t: TestWorkshop
  beforeAll(async () => {
    t = await startTestWorkshop()
  })
  afterAll(() => t.close())

  it(`keeps a team to ${SOCKETS_PER_TEAM} live connections without touching another team's`, async () => {
    const alpha = t.client()
    const beta = t.client()
    expect((await alpha.join('alpha')).status).toBe(201)
    expect((await beta.join('beta')).status).toBe(201)
    const sockets = await parallel(SOCKETS_PER_TEAM, () => alpha.socket())
    try {
      await expect(alpha.socket()).rejects.toThrow('Too many live connections for this team')
      const betaSocket = await beta.socket()
      betaSocket.disconnect()
      sockets.pop()!.disconnect()
      await new Promise((resolve) => setTimeout(resolve, 100))
      const again = await alpha.socket()
      sockets.push(again)
    } finally {
      sockets.forEach((socket) => socket.disconnect())
    }
  })
})
