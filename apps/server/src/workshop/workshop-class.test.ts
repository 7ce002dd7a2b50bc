import {
  TRAINER_SOCKET_PATH,
  WORKSHOP_NAMESPACE,
  WorkshopEvents,
  type ChallengeStats,
  type ClassSolve,
  type CodingPhase,
  type PublicSolve,
  type ScoreboardEntry,
  type TeamSolve,
  type TeamSummary,
  type ViewedHint,
  type WorkshopChange,
} from '@juicy/contracts'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeContinueCode } from '../challenges/continue-code.js'
import { startTestWorkshop, type TestWorkshop, type WorkshopClient } from '../test-support/test-workshop.js'

/** Loading the score board's padding image is the score-board challenge's canonical solve. */
const solveScoreBoard = (player: WorkshopClient) => player.request('/assets/public/images/padding/1px.png')

async function workshopSocket(url: string, trainerCookie?: string): Promise<Socket> {
  const socket = connectSocket(`${url}${WORKSHOP_NAMESPACE}`, {
    transports: ['websocket'],
    forceNew: true,
    ...(trainerCookie ? { extraHeaders: { cookie: trainerCookie }, path: TRAINER_SOCKET_PATH } : {}),
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}

const nextChange = (socket: Socket) =>
  new Promise<WorkshopChange>((resolve) => socket.once(WorkshopEvents.changed, resolve))

describe('workshop: what the trainer console reads', () => {
  let t: TestWorkshop
  let trainer: WorkshopClient
  let red: WorkshopClient
  let blue: WorkshopClient

  beforeAll(async () => {
    t = await startTestWorkshop()
    trainer = await t.trainer()
    red = t.client()
    blue = t.client()
    await red.join('red')
    await blue.join('blue')
  })
  afterAll(() => t.close())

  it('pushes a solve to the workshop namespace, with the team and challenge while the scoreboard is public', async () => {
    const socket = await workshopSocket(t.url)
    const change = nextChange(socket)
    await solveScoreBoard(red)
    expect(await change).toEqual({
      kind: 'solve',
      team: 'red',
      solve: { team: 'red', name: 'Score Board', difficulty: 1, solvedAt: expect.any(String) },
    })
    const reset = nextChange(socket)
    await trainer.request('/workshop/api/teams/blue/reset', { method: 'POST', json: { scope: 'data' } })
    expect(await reset).toEqual({ kind: 'reset', team: 'blue' })
    socket.disconnect()
  })

  it('lists a team’s solves with the evidence the engine recorded', async () => {
    const { status, body } = await trainer.json<TeamSolve[]>('/workshop/api/teams/red/solves')
    expect(status).toBe(200)
    expect(body).toEqual([
      {
        challenge: 'scoreBoardChallenge',
        name: 'Score Board',
        difficulty: 1,
        category: 'Miscellaneous',
        solvedAt: expect.any(String),
        restored: false,
        evidence: expect.objectContaining({
          summary: expect.any(String),
          request: expect.objectContaining({ method: 'GET', url: '/assets/public/images/padding/1px.png' }),
        }),
        // the score board is exempt from the cheat score (challenges/cheat-score.ts)
        cheatScore: 0,
      },
    ])
    expect((await trainer.json<TeamSolve[]>('/workshop/api/teams/blue/solves')).body).toEqual([])
  })

  it('shows per-team summaries with category bars and ranks the public scoreboard', async () => {
    const teams = (await trainer.json<TeamSummary[]>('/workshop/api/teams')).body
    const redSummary = teams.find((team) => team.name === 'red')!
    expect(redSummary).toMatchObject({
      solved: 1,
      score: 100,
      total: t.workshop.foundation.catalogue.length,
      totalCheatScore: 0,
    })
    expect(redSummary.categories).toContainEqual({
      category: 'Miscellaneous',
      solved: 1,
      total: expect.any(Number),
    })
    expect(redSummary.categories.reduce((sum, row) => sum + row.total, 0)).toBe(redSummary.total)

    const visitor = t.client()
    const board = (await visitor.json<ScoreboardEntry[]>('/workshop/api/scoreboard')).body
    expect(board.map(({ rank, name, score }) => [rank, name, score])).toEqual([
      [1, 'red', 100],
      [2, 'blue', 0],
    ])
    const recent = await visitor.json<PublicSolve[]>('/workshop/api/scoreboard/recent')
    expect(recent.body).toEqual([
      { team: 'red', name: 'Score Board', difficulty: 1, solvedAt: expect.any(String) },
    ])
  })

  it('lists every solve of the class and per-challenge statistics with the teams stuck longest', async () => {
    const solves = (await trainer.json<ClassSolve[]>('/workshop/api/solves')).body
    expect(solves.map(({ team, challenge }) => [team, challenge])).toEqual([['red', 'scoreBoardChallenge']])

    const stats = (await trainer.json<ChallengeStats[]>('/workshop/api/challenges/stats')).body
    expect(stats).toHaveLength(t.workshop.foundation.catalogue.length)
    const scoreBoard = stats.find((row) => row.challenge === 'scoreBoardChallenge')!
    expect(scoreBoard).toMatchObject({
      solvedBy: 1,
      medianSeconds: expect.any(Number),
      stuck: [{ team: 'blue' }],
    })
    const loginAdmin = stats.find((row) => row.challenge === 'loginAdminChallenge')!
    expect(loginAdmin).toMatchObject({ solvedBy: 0, medianSeconds: null })
    expect(loginAdmin.stuck.map((row) => row.team).sort()).toEqual(['blue', 'red'])
  })

  it('shows the hints a team unlocked and its coding-challenge phases', async () => {
    expect((await red.request('/api/Hints/1', { method: 'PUT', json: { unlocked: true } })).status).toBe(200)
    const hints = (await trainer.json<ViewedHint[]>('/workshop/api/teams/red/hints')).body
    expect(hints).toEqual([
      {
        challenge: expect.any(String),
        name: expect.any(String),
        order: 1,
        text: expect.any(String),
        viewedAt: expect.any(String),
      },
    ])
    expect((await trainer.json<ViewedHint[]>('/workshop/api/teams/blue/hints')).body).toEqual([])

    const id = t.workshop.foundation.catalogue.findIndex((entry) => entry.key === 'loginAdminChallenge') + 1
    const code = encodeContinueCode('findIt', [id])!
    expect((await red.request(`/rest/continue-code-findIt/apply/${code}`, { method: 'PUT' })).status).toBe(
      200,
    )
    const phases = (await trainer.json<CodingPhase[]>('/workshop/api/teams/red/coding')).body
    expect(phases).toEqual([{ challenge: 'loginAdminChallenge', name: 'Login Admin', phase: 'find' }])
  })

  it('keeps "find it" and "fix it" per team and forgets them with a progress reset', async () => {
    const jim = t.workshop.foundation.codingChallenges.get('loginJimChallenge')!
    const verdict = await blue.request('/snippets/verdict', {
      method: 'POST',
      json: { key: 'loginJimChallenge', selectedLines: jim.vulnLines },
    })
    expect(await verdict.json()).toEqual({ verdict: true })
    const right = jim.fixes.findIndex((fix) => fix.correct)
    await blue.request('/snippets/fixes', {
      method: 'POST',
      json: { key: 'loginJimChallenge', selectedFix: right },
    })
    const phasesOf = async (team: string) =>
      (await trainer.json<CodingPhase[]>(`/workshop/api/teams/${team}/coding`)).body.filter(
        ({ challenge }) => challenge === 'loginJimChallenge',
      )
    expect(await phasesOf('blue')).toEqual([
      { challenge: 'loginJimChallenge', name: 'Login Jim', phase: 'fix' },
    ])
    expect(await phasesOf('red')).toEqual([])
    await trainer.request('/workshop/api/teams/blue/reset', { method: 'POST', json: { scope: 'progress' } })
    expect(await phasesOf('blue')).toEqual([])
  })

  it('exports the challenges for a CTF platform, refusing bad options with a usage line', async () => {
    const ctfd = await trainer.request('/workshop/api/ctf-export?format=ctfd&hints=paid')
    expect(ctfd.status).toBe(200)
    expect(ctfd.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(ctfd.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?OWASP_Juice_Shop\.\d{4}-\d{2}-\d{2}\.CTFd\.csv"?$/,
    )
    expect(await ctfd.text()).toMatch(/^name,description,category,value,type,state,max_attempts,flags,tags/)
    const rtb = await trainer.request('/workshop/api/ctf-export?format=rtb&hints=none')
    expect(await rtb.text()).toContain('<rootthebox')

    const usage =
      'Usage: /workshop/api/ctf-export?format=ctfd|fbctf|rtb&hints=none|free|paid[&challenges=event|all]'
    for (const query of [
      'format=ctfx&hints=none',
      'format=ctfd',
      'format=ctfd&hints=cheap',
      'format[]=ctfd&hints=none',
    ])
      expect(await trainer.json(`/workshop/api/ctf-export?${query}`), query).toEqual({
        status: 400,
        body: { error: usage },
      })
    const fbctf = await trainer.json<{ error: string }>('/workshop/api/ctf-export?format=fbctf&hints=none')
    expect(fbctf.status).toBe(409)
    expect(fbctf.body.error).toMatch(/countryMapping/)
    expect(await t.trainerClient().json('/workshop/api/ctf-export?format=ctfd&hints=none')).toEqual({
      status: 401,
      body: { error: 'Trainer login required' },
    })
    expect((await red.json('/workshop/api/ctf-export?format=ctfd&hints=none')).status).toBe(404)
  })

  it("answers 404 for an unknown team, 401 without the trainer and 404 on the players' listener", async () => {
    for (const part of ['solves', 'hints', 'coding'])
      expect(await trainer.json(`/workshop/api/teams/nobody/${part}`)).toEqual({
        status: 404,
        body: { error: 'No team nobody' },
      })
    for (const path of [
      '/workshop/api/teams/red/solves',
      '/workshop/api/teams/red/hints',
      '/workshop/api/teams/red/coding',
      '/workshop/api/solves',
      '/workshop/api/challenges/stats',
    ]) {
      expect(await t.trainerClient().json(path), path).toEqual({
        status: 401,
        body: { error: 'Trainer login required' },
      })
      expect((await red.json(path)).status, path).toBe(404)
    }
  })
})

describe('workshop: a scoreboard that is not public', () => {
  let t: TestWorkshop

  beforeAll(async () => {
    t = await startTestWorkshop({ overrides: { workshop: { enabled: true, publicScoreboard: false } } })
  })
  afterAll(() => t.close())

  it("is for the trainer only, on the trainer's listener, with live changes only there", async () => {
    const visitor = t.client()
    for (const path of ['/workshop/api/scoreboard', '/workshop/api/scoreboard/recent'])
      expect(await visitor.json(path), path).toEqual({
        status: 403,
        body: { error: 'The scoreboard is not public in this workshop' },
      })
    await expect(workshopSocket(t.url)).rejects.toThrow('The scoreboard is not public')
    await expect(workshopSocket(t.trainerUrl, 'trainer=forged')).rejects.toThrow('Trainer login required')

    const trainer = await t.trainer()
    expect((await trainer.request('/workshop/api/scoreboard')).status).toBe(200)
    const cookie = `trainer=${trainer.cookies.get('trainer')}`
    const socket = await workshopSocket(t.trainerUrl, cookie)
    const change = nextChange(socket)
    const player = t.client()
    await player.join('green')
    expect(await change).toEqual({ kind: 'teams', team: 'green' })
    socket.disconnect()
  })
})
