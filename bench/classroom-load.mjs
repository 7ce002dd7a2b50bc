// The classroom load of the workshop benchmark: one simulated player per team browses, searches, logs in and buys
// in a loop. Three phases: as fast as the server answers (the capacity of one process), then at a player's pace
// (THINK_MS between requests on average, 250 ms unless set: about four requests a second per player, busier than a
// person; each pause is drawn between half and one and a half times it, so players do not move in lockstep),
// once alone and once while team 1 keeps the sandbox's sleep and loop payloads running. Each phase reports total
// req/s, errors, the p99 of every request type, the server's CPU per request and the players' own CPU.

import { cpuMs, rssMb } from './process-stats.mjs'

const capacitySeconds = Number(process.env.CAPACITY_SECONDS ?? 10)
const paceSeconds = Number(process.env.PACE_SECONDS ?? 15)
const thinkMs = Number(process.env.THINK_MS ?? 250)
const p99TargetMs = 50

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0
const round = (value) => Math.round(value * 10) / 10
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Two sleeping and two looping payloads kept running by one team until `stop()` is called. */
export function sandboxAttack(send, cookie) {
  let attacking = true
  const attack = async (pathname) => {
    while (attacking) await (await send(pathname, { cookie })).arrayBuffer()
  }
  const loop = `/rest/track-order/${encodeURIComponent("' || (()=>{while(true){}})() || '")}`
  const running = [
    attack('/rest/products/sleep(2000)/reviews'),
    attack('/rest/products/sleep(2000)/reviews'),
    attack(loop),
    attack(loop),
  ]
  return {
    async stop() {
      attacking = false
      await Promise.all(running)
    },
  }
}

/** One player's round through the shop: the request types reported, in the order a customer makes them. */
function roundOf(send, cookie, round) {
  const product = (round % 6) + 1
  let session
  return [
    ['browse the catalogue', () => send('/rest/products/search?q=', { cookie })],
    ['open a product', () => send(`/api/Products/${product}`, { cookie })],
    ['read its reviews', () => send(`/rest/products/${product}/reviews`, { cookie })],
    ['search', () => send('/rest/products/search?q=apple', { cookie })],
    [
      'log in',
      async () => {
        const response = await send('/rest/user/login', {
          cookie,
          json: { email: 'jim@juice-sh.op', password: 'ncc-1701' },
        })
        session = (await response.clone().json()).authentication
        return response
      },
    ],
    ['view the basket', () => send(`/rest/basket/${session.bid}`, { cookie, token: session.token })],
    [
      'add to the basket',
      () =>
        send('/api/BasketItems', {
          cookie,
          token: session.token,
          json: { ProductId: product, BasketId: String(session.bid), quantity: 1 },
        }),
    ],
    [
      'check out',
      () => send(`/rest/basket/${session.bid}/checkout`, { cookie, token: session.token, json: {} }),
    ],
  ]
}

/** A person's pause: between half and one and a half times the pace, so that players do not move in lockstep. */
const thinking = (pace) => pause(pace * (0.5 + Math.random()))

async function player(send, cookie, until, pace, record) {
  if (pace > 0) await pause(Math.random() * pace) // players do not all start at the same moment either
  // A round is finished once started: a player stopped between adding and checking out would leave the product in
  // the basket, and adding it again in the next phase is refused (500, as the reference answers a duplicate item).
  for (let round = 0; Date.now() < until; round++) {
    for (const [type, request] of roundOf(send, cookie, round)) {
      const started = performance.now()
      const response = await request()
      await response.arrayBuffer()
      record(type, performance.now() - started, response.status)
      if (pace > 0) await thinking(pace)
    }
  }
}

async function phase({ send, players, seconds, pace, pid }) {
  const latencies = new Map()
  let requests = 0
  let errors = 0
  /** Answers of 400 and above per request type and status (a team's stock runs out after many checkouts). */
  const errorsByType = {}
  const record = (type, ms, status) => {
    requests++
    if (status >= 400) {
      errors++
      const statuses = (errorsByType[type] ??= {})
      statuses[status] = (statuses[status] ?? 0) + 1
    }
    if (!latencies.has(type)) latencies.set(type, [])
    latencies.get(type).push(ms)
  }
  const started = performance.now()
  const cpuBefore = cpuMs(pid)
  const clientBefore = process.cpuUsage()
  const until = Date.now() + seconds * 1000
  await Promise.all(players.map(({ cookie }) => player(send, cookie, until, pace, record)))
  const elapsed = (performance.now() - started) / 1000
  const serverCpuMs = cpuMs(pid) - cpuBefore
  const client = process.cpuUsage(clientBefore)
  // The simulated players share the machine: a load generator near one full core measures its own queue too.
  const clientCpuShare = Math.round(((client.user + client.system) / 1000 / (elapsed * 1000)) * 100) / 100
  const all = [...latencies.values()].flat()
  return {
    seconds,
    thinkMs: pace,
    players: players.length,
    requests,
    requestsPerSecond: Math.round(requests / elapsed),
    errors,
    errorsByType,
    clientCpuShare,
    serverCpuMsPerRequest: requests > 0 ? Math.round((serverCpuMs / requests) * 1000) / 1000 : null,
    p99Ms: round(percentile(all, 0.99)),
    p99MsByType: Object.fromEntries(
      [...latencies].map(([type, values]) => [type, round(percentile(values, 0.99))]),
    ),
    rssMb: Math.round(rssMb(pid)),
  }
}

/** The three phases over every team that joined (`sessions`: `{ team, cookie }`); team 1 is the attacker. */
export async function classroomLoad({ send, sessions, pid }) {
  const capacity = await phase({ send, players: sessions, seconds: capacitySeconds, pace: 0, pid })
  const atPace = await phase({ send, players: sessions, seconds: paceSeconds, pace: thinkMs, pid })
  const attack = sandboxAttack(send, sessions[0].cookie)
  await pause(500)
  const others = sessions.slice(1)
  const atPaceUnderAttack = await phase({
    send,
    players: others,
    seconds: paceSeconds,
    pace: thinkMs,
    pid,
  })
  await attack.stop()
  const targetMet = [atPace, atPaceUnderAttack].every((result) =>
    Object.values(result.p99MsByType).every((p99) => p99 < p99TargetMs),
  )
  return { capacity, atPace, atPaceUnderAttack, targetMet }
}

export function printClassroom({ capacity, atPace, atPaceUnderAttack }) {
  const line = (title, result) => {
    console.log(
      `${title}: ${result.players} players, think ${result.thinkMs} ms, ${result.requestsPerSecond} req/s, ` +
        `${result.errors} errors, server CPU ${result.serverCpuMsPerRequest} ms/request, players' CPU ${Math.round(result.clientCpuShare * 100)} % of a core, p99 ${result.p99Ms} ms, RSS ${result.rssMb} MB`,
    )
    for (const [type, p99] of Object.entries(result.p99MsByType)) {
      const failed = Object.entries(result.errorsByType[type] ?? {}).map(
        ([status, count]) => `${count}× ${status}`,
      )
      console.log(`  ${type.padEnd(20)} p99 ${p99} ms${failed.length > 0 ? ` (${failed.join(', ')})` : ''}`)
    }
  }
  line('classroom, as fast as answered', capacity)
  line("classroom, at a player's pace", atPace)
  line("classroom, at a player's pace, team 1 attacking the sandbox", atPaceUnderAttack)
}
