#!/usr/bin/env node
// Workshop benchmark: `npm run bench -- --workshop 100` (or `node bench/workshop.mjs 100` after a build).
// Starts the built server in workshop mode, creates N teams, has each join, log in, search, fill its basket and solve
// the score-board challenge, then reports: RSS with N active teams (target < 600 MB), time to create a team
// (API call) and to start its shop (first request) (< 50 ms), each reset scope (< 20 ms for data and progress),
// and the p99 of team B's requests while team A runs the sandbox's sleep and loop payloads (< 100 ms).
// Then the classroom load (classroom-load.mjs): every team's player browses, searches, logs in and buys in a loop,
// first as fast as the server answers (capacity), then at a player's pace, once without and once while team 1 runs
// the sandbox's sleep and loop payloads: total req/s and p99 per request type (target < 50 ms at a player's pace).
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { classroomLoad, printClassroom, sandboxAttack } from './classroom-load.mjs'
import { rssMb } from './process-stats.mjs'
import { startBuiltShop, untilAnswered } from '../scripts/built-shop.mjs'
import { benchNodeFlags } from './node-flags.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const teamCount = Number(process.argv[2] ?? 100)
const port = Number(process.env.BENCH_PORT ?? 3998)
const TRAINER_PASSWORD = 'bench-trainer-password'

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]
const round = (value) => Math.round(value * 10) / 10
const cookieOf = (response) => (response.headers.getSetCookie()[0] ?? '').split(';')[0]

async function timed(work) {
  const started = performance.now()
  const result = await work()
  return { result, ms: performance.now() - started }
}

/** A request to the players' listener, or with `trainer` to the trainer's. */
const send = (
  pathname,
  { cookie = '', json, method = json === undefined ? 'GET' : 'POST', token, trainer = false } = {},
) =>
  fetch(`${trainer ? workshop.trainerBase : workshop.base}${pathname}`, {
    method,
    headers: {
      cookie,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })

/** A player joins with the passcode; the team's first request starts its shop (timed, one team at a time). */
async function join(team, passcode) {
  const cookie = cookieOf(await send('/workshop/api/join', { json: { team, passcode } }))
  const firstRequest = await timed(() => send('/rest/admin/application-version', { cookie }))
  return { team, cookie, shopStartMs: firstRequest.ms }
}

/** One team's session: log in, search, buy a product, solve the score board. */
async function play({ team, cookie }) {
  const login = await (
    await send('/rest/user/login', { cookie, json: { email: 'jim@juice-sh.op', password: 'ncc-1701' } })
  ).json()
  const { token, bid } = login.authentication
  await send('/rest/products/search?q=apple', { cookie })
  await send('/api/BasketItems', {
    cookie,
    token,
    json: { ProductId: 1, BasketId: String(bid), quantity: 1 },
  })
  // Bought, so the classroom's players start with an empty basket (a product already in it cannot be added again).
  await send(`/rest/basket/${bid}/checkout`, { cookie, token, json: {} })
  await send('/assets/public/images/padding/1px.png', { cookie })
  const challenges = await (await send('/api/Challenges/?key=scoreBoardChallenge', { cookie })).json()
  if (challenges.data[0]?.solved !== true) throw new Error(`score board not solved for ${team}`)
}

/** Team A keeps two sleeping and two looping payloads running while team B's ordinary requests are timed. */
async function fairness(attacker, victim) {
  const attack = sandboxAttack(send, attacker)
  await new Promise((resolve) => setTimeout(resolve, 500))
  const latencies = []
  const victimPaths = [
    '/rest/products/search?q=juice',
    '/rest/products/1/reviews',
    '/api/Challenges',
    '/rest/admin/application-version',
  ]
  const until = Date.now() + 8000
  for (let n = 0; Date.now() < until; n++) {
    const { ms } = await timed(async () =>
      (await send(victimPaths[n % victimPaths.length], { cookie: victim })).arrayBuffer(),
    )
    latencies.push(ms)
  }
  await attack.stop()
  return {
    requests: latencies.length,
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(Math.max(...latencies)),
  }
}

const workshop = startBuiltShop(root, {
  port,
  env: { WORKSHOP: 'true', TRAINER_PASSWORD, LOG_LEVEL: 'warn' },
  extraFlags: benchNodeFlags(),
})
const { child } = workshop
await untilAnswered(workshop, '/workshop/api/settings')
// A failing run must not leave the server behind.
process.on('exit', () => child.exitCode === null && child.kill('SIGKILL'))
process.on('uncaughtException', (error) => {
  console.error(error)
  process.exit(1)
})
const rssIdle = rssMb(child.pid)
const trainer = cookieOf(
  await send('/workshop/api/trainer/login', { trainer: true, json: { password: TRAINER_PASSWORD } }),
)

const teams = []
const createMs = []
for (let n = 1; n <= teamCount; n++) {
  const { result, ms } = await timed(() =>
    send('/workshop/api/teams', { trainer: true, cookie: trainer, json: { name: `team-${n}` } }),
  )
  teams.push({ name: `team-${n}`, passcode: (await result.json()).passcode })
  createMs.push(ms)
}
const sessions = []
for (const { name, passcode } of teams) sessions.push(await join(name, passcode))
for (let offset = 0; offset < sessions.length; offset += 10)
  await Promise.all(sessions.slice(offset, offset + 10).map(play))
await new Promise((resolve) => setTimeout(resolve, 2000))
const rssActive = rssMb(child.pid)

const resets = {}
for (const scope of ['data', 'progress', 'all', 'challenge']) {
  const times = []
  for (const { name } of teams.slice(0, 20)) {
    const response = await send(`/workshop/api/teams/${name}/reset`, {
      trainer: true,
      cookie: trainer,
      json: { scope, ...(scope === 'challenge' ? { challenge: 'scoreBoardChallenge' } : {}) },
    })
    times.push((await response.json()).ms)
  }
  resets[scope] = round(median(times))
}
const fair = await fairness(sessions[0].cookie, sessions[1].cookie)
const classroom = await classroomLoad({ send, sessions, pid: child.pid })

await workshop.stop()

const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
  teams: teamCount,
  rssMb: { idle: Math.round(rssIdle), withActiveTeams: Math.round(rssActive) },
  createTeamMs: { median: round(median(createMs)), p99: round(percentile(createMs, 0.99)) },
  startTeamShopMs: {
    median: round(median(sessions.map((s) => s.shopStartMs))),
    p99: round(
      percentile(
        sessions.map((s) => s.shopStartMs),
        0.99,
      ),
    ),
  },
  resetMs: resets,
  fairness: fair,
  classroom,
  targets: {
    rssUnder600Mb: rssActive < 600,
    createTeamUnder50Ms: median(createMs) < 50 && median(sessions.map((s) => s.shopStartMs)) < 50,
    dataAndProgressResetUnder20Ms: resets.data < 20 && resets.progress < 20,
    otherTeamP99Under100Ms: fair.p99Ms < 100,
    classroomP99Under50Ms: classroom.targetMet,
  },
}
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
writeFileSync(path.join(root, 'bench', 'results', 'workshop-latest.json'), JSON.stringify(results, null, 2))
console.log(`machine: ${results.machine}`)
console.log(
  `RSS: ${results.rssMb.idle} MB idle, ${results.rssMb.withActiveTeams} MB with ${teamCount} active teams`,
)
console.log(`create a team: median ${results.createTeamMs.median} ms (p99 ${results.createTeamMs.p99} ms)`)
console.log(
  `start a team's shop (its first request): median ${results.startTeamShopMs.median} ms (p99 ${results.startTeamShopMs.p99} ms)`,
)
console.log(
  `reset (median of 20, server-side): ${Object.entries(resets)
    .map(([scope, ms]) => `${scope} ${ms} ms`)
    .join(', ')}`,
)
console.log(
  `team B while team A sleeps and loops in the sandbox: ${fair.requests} requests, p99 ${fair.p99Ms} ms, max ${fair.maxMs} ms`,
)
printClassroom(classroom)
console.log(`targets: ${JSON.stringify(results.targets)}`)
