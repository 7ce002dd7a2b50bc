import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  EVENT_NOT_STARTED,
  OUTSIDE_EVENT,
  SocketEvents,
  type Announcement,
  type EventSettings,
  type HintRelease,
  type ScoreboardEntry,
  type TeamSummary,
  type WorkshopChange,
  WORKSHOP_NAMESPACE,
  WorkshopEvents,
} from '@juicy/contracts'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestWorkshop, type TestWorkshop, type WorkshopClient } from '../test-support/test-workshop.js'

interface ChallengeRow {
  id: number
  key: string
  category: string
  solved: boolean
  disabledEnv: string | null
}
interface HintRow {
  ChallengeId: number
  order: number
  unlocked: boolean
}

const OPEN: EventSettings = { challenges: null, startsAt: null, endsAt: null, freezeAt: null }
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

/** Score Board (Miscellaneous): loading the padding image. Error Handling (Security Misconfiguration): an unknown API path. */
const solveScoreBoard = (player: WorkshopClient) => player.request('/assets/public/images/padding/1px.png')
const solveErrorHandling = (player: WorkshopClient) => player.request('/rest/qwertz')

async function challenges(player: WorkshopClient): Promise<ChallengeRow[]> {
  return (await player.json<{ data: ChallengeRow[] }>('/api/Challenges')).body.data
}

const nextEvent = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)))

describe('workshop: the trainer runs the event', () => {
  let t: TestWorkshop
  let trainer: WorkshopClient
  let red: WorkshopClient
  let blue: WorkshopClient
  const sockets: Socket[] = []

  const putEvent = (settings: Partial<EventSettings>) =>
    trainer.json<EventSettings & { error?: string }>('/workshop/api/event', {
      method: 'PUT',
      json: { ...OPEN, ...settings },
    })
  const summary = async (team: string) =>
    (await trainer.json<TeamSummary[]>('/workshop/api/teams')).body.find((entry) => entry.name === team)!
  const socketOf = async (player: WorkshopClient) => {
    const socket = await player.socket()
    sockets.push(socket)
    return socket
  }

  beforeAll(async () => {
    t = await startTestWorkshop()
    trainer = await t.trainer()
    red = t.client()
    blue = t.client()
    await red.join('red')
    await blue.join('blue')
  })
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect()
    await putEvent(OPEN)
    for (const team of ['red', 'blue'])
      await trainer.request(`/workshop/api/teams/${team}/reset`, { method: 'POST', json: { scope: 'all' } })
  })
  afterAll(() => t.close())

  it('shows challenges outside the set as unavailable on every team’s board, live, and scores only the set', async () => {
    const redSocket = await socketOf(red)
    const changed = nextEvent(redSocket, SocketEvents.challengesChanged)
    const { status, body } = await putEvent({ challenges: { categories: ['Security Misconfiguration'] } })
    expect(status).toBe(200)
    expect(body.challenges).toEqual({ categories: ['Security Misconfiguration'] })
    await changed
    for (const player of [red, blue]) {
      const rows = await challenges(player)
      for (const row of rows)
        expect(row.disabledEnv).toBe(row.category === 'Security Misconfiguration' ? null : OUTSIDE_EVENT)
    }

    await solveScoreBoard(red)
    await solveErrorHandling(red)
    expect(await red.solved('scoreBoardChallenge')).toBe(false)
    expect(await red.solved('errorHandlingChallenge')).toBe(true)
    const standing = await summary('red')
    expect(standing).toMatchObject({ solved: 1, score: expect.any(Number), total: 4 })
    expect(standing.categories.map((row) => row.category)).toEqual(['Security Misconfiguration'])

    const exported = await (await trainer.request('/workshop/api/ctf-export?format=ctfd&hints=none')).text()
    expect(exported).toContain('Error Handling')
    expect(exported).not.toContain('Score Board')
    const everything = await trainer.request('/workshop/api/ctf-export?format=ctfd&hints=none&challenges=all')
    expect(await everything.text()).toContain('Score Board')
    const wrong = await trainer.request('/workshop/api/ctf-export?format=ctfd&hints=none&challenges=some')
    expect(wrong.status).toBe(400)
  })

  it('refuses a set naming what the catalogue lacks, and times that contradict each other', async () => {
    const unknown = await putEvent({ challenges: { categories: ['Pizza'], keys: ['noSuchChallenge'] } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toBe('Not in the catalogue: challenge noSuchChallenge, category Pizza')
    const backwards = await putEvent({ startsAt: minutesFromNow(60), endsAt: minutesFromNow(10) })
    expect(backwards).toMatchObject({ status: 400, body: { error: 'The event must end after it starts' } })
    const late = await putEvent({ endsAt: minutesFromNow(10), freezeAt: minutesFromNow(20) })
    expect(late.status).toBe(400)
    const notATime = await putEvent({ startsAt: 'tomorrow' })
    expect(notATime.status).toBe(400)
    expect((await trainer.json<EventSettings>('/workshop/api/event')).body).toEqual(OPEN)
  })

  it('before the start answers team requests with EventNotStarted, sends browsers to the join page and lets players join', async () => {
    const startsAt = minutesFromNow(30)
    await putEvent({ startsAt })
    const api = await red.json<{ error: string; message: string; startsAt: string }>(
      '/rest/products/search?q=',
    )
    expect(api).toEqual({
      status: 403,
      body: { error: EVENT_NOT_STARTED, message: 'The event has not started yet', startsAt },
    })
    const page = await red.request('/', { headers: { accept: 'text/html' } })
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('/workshop/join')
    const settings = await t
      .client()
      .json<{ event: { startsAt: string; now: string } }>('/workshop/api/settings')
    expect(settings.body.event).toMatchObject({ startsAt, endsAt: null, freezeAt: null })
    expect(Date.parse(settings.body.event.now)).toBeLessThan(Date.parse(startsAt))
    const late = t.client()
    expect((await late.join('late')).status).toBe(201)
    expect((await late.request('/rest/products/search?q=')).status).toBe(403)

    await putEvent({ startsAt: minutesFromNow(-1) })
    expect((await red.request('/rest/products/search?q=')).status).toBe(200)
    await trainer.request('/workshop/api/teams/late', { method: 'DELETE' })
  })

  it('after the end records a solve for the team but does not score it', async () => {
    await putEvent({ endsAt: minutesFromNow(-1) })
    await solveErrorHandling(blue)
    expect(await blue.solved('errorHandlingChallenge')).toBe(true)
    expect(await summary('blue')).toMatchObject({ solved: 0, score: 0 })
    await putEvent({ endsAt: minutesFromNow(60) })
    expect(await summary('blue')).toMatchObject({ solved: 1 })
  })

  it('freezes the public ranking while the trainer’s stays live, and reveals it when the freeze is cleared', async () => {
    await solveScoreBoard(red)
    await putEvent({ freezeAt: new Date().toISOString() })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const publicSocket = connectSocket(`${t.url}${WORKSHOP_NAMESPACE}`, {
      transports: ['websocket'],
      forceNew: true,
    })
    sockets.push(publicSocket)
    await new Promise<void>((resolve) => publicSocket.once('connect', () => resolve()))
    const heard: WorkshopChange[] = []
    publicSocket.on(WorkshopEvents.changed, (change: WorkshopChange) => heard.push(change))
    await solveErrorHandling(blue)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(heard).toEqual([])
    const publicBoard = async () =>
      (await t.client().json<ScoreboardEntry[]>('/workshop/api/scoreboard')).body.map(({ name, solved }) => ({
        name,
        solved,
      }))
    expect(await publicBoard()).toEqual([
      { name: 'red', solved: 1 },
      { name: 'blue', solved: 0 },
    ])
    const recent = await t.client().json<{ team: string }[]>('/workshop/api/scoreboard/recent')
    expect(recent.body.map((solve) => solve.team)).toEqual(['red'])
    const live = (await trainer.json<ScoreboardEntry[]>('/workshop/api/scoreboard')).body
    expect(live.map(({ name, solved }) => ({ name, solved }))).toEqual([
      { name: 'blue', solved: 1 },
      { name: 'red', solved: 1 },
    ])
    await putEvent({ freezeAt: null })
    await expect.poll(() => heard).toContainEqual({ kind: 'event' })
    expect(await publicBoard()).toEqual([
      { name: 'blue', solved: 1 },
      { name: 'red', solved: 1 },
    ])
  })

  it('sends an announcement to every team’s open page at once and lists it for a player who joins later', async () => {
    const [redSocket, blueSocket] = [await socketOf(red), await socketOf(blue)]
    const received = [redSocket, blueSocket].map((socket) =>
      nextEvent<Announcement>(socket, SocketEvents.announcement),
    )
    const sent = performance.now()
    const { status, body } = await trainer.json<Announcement>('/workshop/api/announcements', {
      method: 'POST',
      json: { text: '  The API docs are at /api-docs  ' },
    })
    expect(status).toBe(201)
    expect(body).toEqual({
      id: expect.any(String),
      text: 'The API docs are at /api-docs',
      createdAt: expect.any(String),
    })
    expect(await Promise.all(received)).toEqual([body, body])
    expect(performance.now() - sent).toBeLessThan(1000)

    const { body: created } = await trainer.json<{ passcode: string }>('/workshop/api/teams', {
      method: 'POST',
      json: { name: 'violet' },
    })
    const latecomer = t.client()
    expect((await latecomer.join('violet', created.passcode)).status).toBe(200)
    expect((await latecomer.json<Announcement[]>('/rest/announcements')).body).toEqual([body])
    await trainer.request('/workshop/api/teams/violet', { method: 'DELETE' })
  })

  it('addresses an announcement to chosen teams only, and refuses empty, long or misaddressed ones', async () => {
    const blueSocket = await socketOf(blue)
    let blueGotIt = false
    blueSocket.on(SocketEvents.announcement, () => (blueGotIt = true))
    const redSocket = await socketOf(red)
    const toRed = nextEvent<Announcement>(redSocket, SocketEvents.announcement)
    const { body } = await trainer.json<Announcement>('/workshop/api/announcements', {
      method: 'POST',
      json: { text: 'Red: look at the footer', teams: ['red'] },
    })
    expect(await toRed).toEqual(body)
    expect((await red.json<Announcement[]>('/rest/announcements')).body).toContainEqual(body)
    expect((await blue.json<Announcement[]>('/rest/announcements')).body).not.toContainEqual(body)
    expect(blueGotIt).toBe(false)

    const post = (json: unknown) => trainer.request('/workshop/api/announcements', { method: 'POST', json })
    expect((await post({ text: '   ' })).status).toBe(400)
    expect((await post({ text: 'x'.repeat(501) })).status).toBe(400)
    expect((await post({ text: 'hello', teams: ['nobody'] })).status).toBe(404)
  })

  it('releases a challenge’s next hint to every team’s board without cost and tells the players', async () => {
    const redSocket = await socketOf(red)
    const told = nextEvent<HintRelease>(redSocket, SocketEvents.hintReleased)
    const release = (json: unknown) =>
      trainer.json<HintRelease & { error?: string }>('/workshop/api/hints/release', { method: 'POST', json })
    expect(await release({ challenge: 'errorHandlingChallenge' })).toEqual({
      status: 200,
      body: { challenge: 'errorHandlingChallenge', order: 1 },
    })
    expect(await told).toEqual({ challenge: 'errorHandlingChallenge', order: 1 })
    const unlockedOrders = async (player: WorkshopClient) => {
      const id = (await challenges(player)).find((row) => row.key === 'errorHandlingChallenge')!.id
      const hints = (await player.json<{ data: HintRow[] }>('/api/Hints')).body.data
      return hints.filter((hint) => hint.ChallengeId === id && hint.unlocked).map((hint) => hint.order)
    }
    expect(await unlockedOrders(red)).toEqual([1])
    expect(await unlockedOrders(blue)).toEqual([1])

    expect((await release({ challenge: 'errorHandlingChallenge', teams: ['blue'] })).body.order).toBe(2)
    expect(await unlockedOrders(blue)).toEqual([1, 2])
    expect(await unlockedOrders(red)).toEqual([1])

    // A data reset reseeds the team's database; the released hints stay released.
    await trainer.request('/workshop/api/teams/blue/reset', { method: 'POST', json: { scope: 'data' } })
    expect(await unlockedOrders(blue)).toEqual([1, 2])

    expect((await release({ challenge: 'scoreBoardChallenge' })).status).toBe(409)
    expect((await release({ challenge: 'noSuchChallenge' })).status).toBe(404)
  })

  it('is the trainer’s only: players and visitors without a session cannot read or change the event', async () => {
    expect((await red.request('/workshop/api/event')).status).toBe(404)
    const visitor = t.trainerClient()
    expect((await visitor.request('/workshop/api/event')).status).toBe(401)
    const put = await visitor.request('/workshop/api/event', { method: 'PUT', json: OPEN })
    expect(put.status).toBe(401)
    const announce = await visitor.request('/workshop/api/announcements', {
      method: 'POST',
      json: { text: 'hi' },
    })
    expect(announce.status).toBe(401)
    const hint = await visitor.request('/workshop/api/hints/release', {
      method: 'POST',
      json: { challenge: 'errorHandlingChallenge' },
    })
    expect(hint.status).toBe(401)
  })
})

describe('workshop: the event survives a restart', () => {
  it('keeps the set, the clock, the announcements and the released hints', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'juicy-event-'))
    const first = await startTestWorkshop({ dataDir })
    const trainer = await first.trainer()
    const settings: EventSettings = {
      challenges: { keys: ['errorHandlingChallenge'], tags: ['Tutorial'], maxDifficulty: 2 },
      startsAt: null,
      endsAt: minutesFromNow(90),
      freezeAt: minutesFromNow(80),
    }
    await trainer.request('/workshop/api/event', { method: 'PUT', json: settings })
    const { body: announcement } = await trainer.json<Announcement>('/workshop/api/announcements', {
      method: 'POST',
      json: { text: 'Welcome' },
    })
    await trainer.request('/workshop/api/hints/release', {
      method: 'POST',
      json: { challenge: 'errorHandlingChallenge' },
    })
    await first.close()
    const again = await startTestWorkshop({ dataDir })
    try {
      const trainerAgain = await again.trainer()
      expect((await trainerAgain.json<EventSettings>('/workshop/api/event')).body).toEqual(settings)
      const player = again.client()
      expect((await player.join('green')).status).toBe(201)
      expect((await player.json<Announcement[]>('/rest/announcements')).body).toEqual([announcement])
      const rows = await challenges(player)
      expect(rows.find((row) => row.key === 'errorHandlingChallenge')?.disabledEnv).toBeNull()
      expect(rows.find((row) => row.key === 'xxeFileDisclosureChallenge')?.disabledEnv).toBe(OUTSIDE_EVENT)
      const hints = (await player.json<{ data: HintRow[] }>('/api/Hints')).body.data
      const id = rows.find((row) => row.key === 'errorHandlingChallenge')!.id
      expect(
        hints.filter((hint) => hint.ChallengeId === id && hint.unlocked).map((hint) => hint.order),
      ).toEqual([1])
    } finally {
      await again.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
