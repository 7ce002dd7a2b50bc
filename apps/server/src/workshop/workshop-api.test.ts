import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  startTestWorkshop,
  TRAINER_PASSWORD,
  type TestWorkshop,
  type WorkshopClient,
} from '../test-support/test-workshop.js'

let t: TestWorkshop
let trainer: WorkshopClient

const createTeam = async (name: string) =>
  trainer.json<{ name: string; passcode: string }>('/workshop/api/teams', { method: 'POST', json: { name } })

describe('workshop trainer API', () => {
  beforeAll(async () => {
    t = await startTestWorkshop({
      overrides: { workshop: { enabled: true, maxTeams: 3, selfService: false } },
    })
    trainer = await t.trainer()
  })
  afterAll(() => t.close())
  afterEach(async () => {
    for (const name of t.workshop.registry.names())
      await trainer.request(`/workshop/api/teams/${name}`, { method: 'DELETE' })
  })

  it('logs the trainer in on its own listener with an HttpOnly, SameSite=Strict cookie and refuses a wrong password', async () => {
    const client = t.trainerClient()
    const wrong = await client.json<{ error: string }>('/workshop/api/trainer/login', {
      method: 'POST',
      json: { password: 'nope' },
    })
    expect(wrong).toEqual({ status: 401, body: { error: 'Wrong password' } })
    const right = await client.request('/workshop/api/trainer/login', {
      method: 'POST',
      json: { password: TRAINER_PASSWORD },
    })
    expect(right.status).toBe(200)
    const cookie = right.headers.getSetCookie().find((line) => line.startsWith('trainer='))
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).not.toMatch(/Secure/)
    expect((await client.request('/workshop/api/teams')).status).toBe(200)
  })

  it("wants the trainer for every trainer call, and serves none of them on the players' listener", async () => {
    const trainerPaths = [
      ['GET', '/workshop/api/teams'],
      ['POST', '/workshop/api/teams'],
      ['DELETE', '/workshop/api/teams/red'],
      ['POST', '/workshop/api/teams/red/passcode'],
      ['POST', '/workshop/api/teams/red/reset'],
      ['POST', '/workshop/api/reset'],
      ['GET', '/workshop/api/solves'],
      ['GET', '/workshop/api/challenges/stats'],
      ['GET', '/workshop/api/ctf-export?format=ctfd&hints=none'],
      ['GET', '/workshop/metrics'],
    ] as const
    const stranger = t.trainerClient()
    // Even with the trainer's own cookie: browsers send a host's cookies to each of its ports.
    const player = t.client()
    player.cookies.set('trainer', trainer.cookies.get('trainer')!)
    for (const [method, path] of trainerPaths) {
      const init = method === 'GET' ? {} : { method, json: {} }
      expect(await stranger.json(path, init), `${method} ${path}`).toEqual({
        status: 401,
        body: { error: 'Trainer login required' },
      })
      expect((await player.request(path, init)).status, `players' ${method} ${path}`).toBe(404)
    }
    for (const path of ['/workshop/trainer', '/workshop/api/trainer/login'])
      expect(
        (await player.request(path, path.includes('api') ? { method: 'POST', json: {} } : {})).status,
      ).toBe(404)
    const forged = t.trainerClient()
    forged.cookies.set('trainer', '99999999999999.forged')
    expect((await forged.request('/workshop/api/teams')).status).toBe(401)
  })

  it('creates teams with a passcode shown once and lists them with their score', async () => {
    const created = await createTeam('red')
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ name: 'red', passcode: expect.stringMatching(/^\d{8}$/) })
    const { body } = await trainer.json<unknown[]>('/workshop/api/teams')
    expect(body).toEqual([
      {
        name: 'red',
        createdAt: expect.any(String),
        solved: 0,
        total: 113,
        score: 0,
        restored: 0,
        lastSolvedAt: null,
        categories: expect.arrayContaining([{ category: 'XSS', solved: 0, total: expect.any(Number) }]),
        totalCheatScore: 0,
      },
    ])
  })

  it.each(['', 'Red', '-red', 'red-', 'a'.repeat(33), 'red team', '../etc', 'röd'])(
    'refuses the team name %j with 400',
    async (name) => {
      const { status, body } = await createTeam(name)
      expect(status).toBe(400)
      expect(body).toHaveProperty('error')
    },
  )

  it('refuses a duplicate name and a team beyond maxTeams with 409', async () => {
    await createTeam('red')
    expect((await createTeam('red')).status).toBe(409)
    await createTeam('blue')
    await createTeam('green')
    const full = await createTeam('yellow')
    expect(full.status).toBe(409)
    expect(full.body).toEqual({ error: 'The workshop is full (3 teams)' })
  })

  it('lets players join with the passcode, with one answer for a wrong passcode and an unknown team', async () => {
    const { body } = await createTeam('red')
    const player = t.client()
    const wrong = await player.json('/workshop/api/join', {
      method: 'POST',
      json: { team: 'red', passcode: '1' },
    })
    const unknown = await player.json('/workshop/api/join', {
      method: 'POST',
      json: { team: 'blue', passcode: '1' },
    })
    expect(wrong).toEqual({ status: 401, body: { error: 'Wrong team name or passcode' } })
    expect(unknown).toEqual(wrong)
    expect((await player.json('/workshop/api/me')).status).toBe(401)
    expect(await player.join('red', body.passcode)).toEqual({ status: 200 })
    expect(await player.json('/workshop/api/me')).toEqual({ status: 200, body: { team: 'red' } })
  })

  it('gives a new passcode on request; the old one stops working for joining', async () => {
    const { body } = await createTeam('red')
    const renewed = await trainer.json<{ passcode: string }>('/workshop/api/teams/red/passcode', {
      method: 'POST',
    })
    expect(renewed.status).toBe(200)
    expect((await t.client().join('red', body.passcode)).status).toBe(401)
    expect((await t.client().join('red', renewed.body.passcode)).status).toBe(200)
  })

  it('deletes a team: its players land on the join page again', async () => {
    const { body } = await createTeam('red')
    const player = t.client()
    await player.join('red', body.passcode)
    expect((await player.request('/rest/admin/application-version')).status).toBe(200)
    expect((await trainer.request('/workshop/api/teams/red', { method: 'DELETE' })).status).toBe(204)
    const page = await player.request('/', { headers: { accept: 'text/html' } })
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('/workshop/join')
    expect((await trainer.request('/workshop/api/teams/red', { method: 'DELETE' })).status).toBe(404)
  })

  it('answers malformed, oversized and unknown requests with a JSON error', async () => {
    const malformed = await trainer.json('/workshop/api/teams', {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    })
    expect(malformed).toEqual({ status: 400, body: { error: 'Malformed request body' } })
    const huge = await trainer.json('/workshop/api/teams', {
      method: 'POST',
      json: { name: 'x'.repeat(20_000) },
    })
    expect(huge).toEqual({ status: 413, body: { error: 'Request body too large' } })
    const wrongType = await trainer.json('/workshop/api/teams', { method: 'POST', json: { name: 42 } })
    expect(wrongType.status).toBe(400)
    const unknown = await trainer.json('/workshop/api/nothing')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toHaveProperty('error')
  })

  it('serves team-labelled metrics to the trainer', async () => {
    await createTeam('red')
    const response = await trainer.request('/workshop/metrics')
    const text = await response.text()
    expect(text).toContain('juiceshop_workshop_teams 1')
    expect(text).toContain('juiceshop_workshop_team_challenges_solved{team="red"} 0')
    expect(text).toContain('juiceshop_workshop_team_score{team="red"} 0')
    expect(text).toContain('juiceshop_workshop_team_cheat_score{team="red"} 0')
  })
})

describe('workshop self-service joining', () => {
  beforeAll(async () => {
    // a class behind one address: its trainer raised the self-service limit per address
    t = await startTestWorkshop({
      overrides: { workshop: { enabled: true, selfServiceTeamsPerAddressPerHour: 100 } },
    })
  })
  afterAll(() => t.close())

  it('creates the team of a new name and answers its passcode once', async () => {
    const player = t.client()
    const created = await player.join('orange')
    expect(created).toEqual({ status: 201, passcode: expect.stringMatching(/^\d{8}$/) })
    expect(await player.json('/workshop/api/me')).toEqual({ status: 200, body: { team: 'orange' } })
    const mate = t.client()
    expect((await mate.join('orange', 'wrong')).status).toBe(401)
    expect((await mate.join('orange', created.passcode)).status).toBe(200)
  })

  it('creates one team when two players join the same new name at once', async () => {
    const [first, second] = await Promise.all([t.client().join('purple'), t.client().join('purple')])
    expect([first.status, second.status].sort()).toEqual([201, 401])
    expect(t.workshop.registry.names().filter((name) => name === 'purple')).toHaveLength(1)
  })

  it('limits failed join attempts per client address with 429, not successful ones', async () => {
    for (let n = 0; n < 25; n++) expect((await t.client().join(`many-${n}`)).status).toBe(201)
    const player = t.client()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 21; attempt++)
      statuses.push((await player.join('orange', 'wrong')).status)
    // earlier tests of this address failed twice already
    expect(statuses[0]).toBe(401)
    const limitedFrom = statuses.indexOf(429)
    expect(limitedFrom).toBeGreaterThan(15)
    expect(statuses.slice(limitedFrom).every((status) => status === 429)).toBe(true)
  })

  it('tells the join page whether players may create teams, and the event’s clock', async () => {
    expect(await t.client().json('/workshop/api/settings')).toEqual({
      status: 200,
      body: {
        selfService: true,
        publicScoreboard: true,
        event: { startsAt: null, endsAt: null, freezeAt: null, now: expect.any(String) },
      },
    })
  })
})
