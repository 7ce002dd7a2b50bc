#!/usr/bin/env node
// Benchmark harness: starts the built shop as a user would and measures start time, memory, throughput and
// client payload. Run with `npm run bench` (builds first). Every request is also sent, in the same run, to a floor:
// a bare node:http server answering the captured bytes (bench/floor-server.mjs); throughput is reported as a share
// of it, with the shop's CPU milliseconds per request. Budgets (2-core machine, 16 connections): the index ≥ 50 % of
// the floor, every API request ≥ 10 % with p99 < 10 ms, cold start ≤ twice the floor's, RSS after load < 150 MB, the
// search page's JS+CSS ≤ 200 KiB gzipped (loaded by a real browser, bench/first-visit.mjs, which also times the first
// product card with the CPU slowed down four times); hostile uploads (bombs, oversize) answered within 5 s with the
// memory back near its level before them.
import { fork } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { firstProductCard, firstVisit } from './first-visit.mjs'
import { cpuMs, rssMb } from './process-stats.mjs'
import { startBuiltShop, untilAnswered } from '../scripts/built-shop.mjs'
import { benchNodeFlags } from './node-flags.mjs'
import { hostileUploads, sendHostileUpload } from './hostile-uploads.mjs'

// `npm run bench -- --workshop 100`: the workshop benchmark (bench/workshop.mjs) instead of the single shop's.
const workshopFlag = process.argv.indexOf('--workshop')
if (workshopFlag >= 0) {
  process.argv = [process.argv[0], process.argv[1], process.argv[workshopFlag + 1] ?? '100']
  await import('./workshop.mjs')
  process.exit(0)
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.BENCH_PORT ?? 3999)
const base = `http://127.0.0.1:${port}`
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = 16
const floorPort = port + 1
const floorBase = `http://127.0.0.1:${floorPort}`
const browserEncodings = { 'accept-encoding': 'gzip, deflate, br' }

// The shop is started exactly as `npm start` does (same node flags, plus BENCH_NODE_FLAGS), without npm's own
// start-up time; its cold start is the time until it first answers.
const startShop = (env = {}) =>
  startBuiltShop(root, { port, env: { LOG_LEVEL: 'warn', ...env }, extraFlags: benchNodeFlags() })
const readyPath = '/rest/admin/application-version'
const untilReady = (shop) => untilAnswered(shop, readyPath, { intervalMs: 5 })

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The Web3 chain starts on first use: time of that first request (anvil start and deployment) and anvil's RSS. */
async function web3Chain(shopPid) {
  const rssBefore = rssMb(shopPid)
  const started = performance.now()
  const response = await fetch(`${base}/rest/web3/network`)
  const firstUseMs = Math.round(performance.now() - started)
  if (!response.ok) throw new Error(`GET /rest/web3/network answered ${response.status}`)
  const children = readFileSync(`/proc/${shopPid}/task/${shopPid}/children`, 'utf8').trim().split(/\s+/)
  const anvil = children.find((pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'anvil')
  return {
    firstUseMs,
    anvilRssMb: anvil ? Math.round(rssMb(anvil)) : null,
    shopRssMbBefore: Math.round(rssBefore),
    shopRssMbAfter: Math.round(rssMb(shopPid)),
  }
}

async function load(target, pid, endpoint) {
  const cpuBefore = cpuMs(pid)
  const result = await autocannon({
    url: `${target}${endpoint.path}`,
    connections,
    duration: endpoint.seconds ?? seconds,
    method: endpoint.method ?? 'GET',
    headers: endpoint.headers,
    body: endpoint.body,
  })
  const requests = result.requests.total
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    cpuMsPerRequest: requests > 0 ? Math.round(((cpuMs(pid) - cpuBefore) / requests) * 1000) / 1000 : null,
    errors: result.non2xx + result.errors,
  }
}

/** The raw answer of one request (not decompressed), as the floor will repeat it. */
function captureAnswer(endpoint) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${endpoint.path}`,
      { method: endpoint.method ?? 'GET', headers: endpoint.headers },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            contentType: res.headers['content-type'] ?? 'application/octet-stream',
            contentEncoding: res.headers['content-encoding'],
            body64: Buffer.concat(chunks).toString('base64'),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(endpoint.body)
  })
}

/** Writes the floor's answers to a file of their own; answers its path. */
function answersFile(answers) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'juicy-floor-')), 'answers.json')
  writeFileSync(file, JSON.stringify(answers))
  return file
}

/** Starts the floor (bench/floor-server.mjs) in its own process with the captured answers. */
async function startFloor(answers) {
  const child = fork(
    path.join(root, 'bench', 'floor-server.mjs'),
    [String(floorPort), answersFile(answers)],
    {
      stdio: 'inherit',
    },
  )
  await new Promise((resolve) => child.once('message', resolve))
  return child
}

/**
 * The floor's cold start: the bare node:http server started with npm start's node flags and timed exactly as the
 * shop's start, so that what Node itself costs on this machine (its own start, NODE_EXTRA_CA_CERTS when the
 * environment sets it) shows beside the shop's figure.
 */
function floorColdStart() {
  const file = answersFile({
    [`GET ${readyPath}`]: { status: 200, contentType: 'application/json', body64: btoa('{"version":"0"}') },
  })
  const floor = startBuiltShop(root, {
    port: floorPort,
    script: path.join(root, 'bench', 'floor-server.mjs'),
    args: [String(floorPort), file],
  })
  return coldStart(floor)
}

/** Milliseconds from starting `server` to its first answer; the server is stopped afterwards. */
async function coldStart(server) {
  try {
    return await untilReady(server)
  } finally {
    await server.stop()
  }
}

/** In-process: how long shop.reset() takes to restore the seeded snapshot (median of 20). */
async function resetTimes() {
  const { loadConfig } = await import(path.join(root, 'apps/server/dist/config/loader.js'))
  const { createShop } = await import(path.join(root, 'apps/server/dist/shop/shop.js'))
  const shop = createShop({ config: loadConfig({ configDir: path.join(root, 'config'), env: {} }) })
  const times = []
  for (let run = 0; run < 20; run++) {
    const started = process.hrtime.bigint()
    shop.reset()
    times.push(Number(process.hrtime.bigint() - started) / 1e6)
  }
  shop.close()
  return median(times)
}

const coldStarts = []
const floorColdStarts = []
for (let run = 0; run < 5; run++) {
  coldStarts.push(await coldStart(startShop()))
  floorColdStarts.push(await floorColdStart())
}
// Node 20 reads the certificates NODE_EXTRA_CA_CERTS names at every start of every process (some 30 ms on the 2-core
// machine). Where the environment sets it, the shop's start is also timed without it, to show the shop's own share.
const coldStartsWithoutExtraCaCerts = []
if (process.env.NODE_EXTRA_CA_CERTS) {
  for (let run = 0; run < 5; run++)
    coldStartsWithoutExtraCaCerts.push(await coldStart(startShop({ NODE_EXTRA_CA_CERTS: '' })))
}

const shop = startShop()
await untilReady(shop)
const rssAfterStart = rssMb(shop.child.pid)
const loginBody = JSON.stringify({ email: 'admin@juice-sh.op', password: 'admin123' })
const jsonHeaders = { 'content-type': 'application/json' }
const session = await (
  await fetch(`${base}/rest/user/login`, { method: 'POST', headers: jsonHeaders, body: loginBody })
).json()
const bearer = { authorization: `Bearer ${session.authentication.token}` }
/** The benchmarked requests (issue: index, search with and without a query, challenges, configuration, login, basket, product, reviews). */
const endpoints = [
  { title: 'GET / (index, gzip)', path: '/', headers: browserEncodings },
  { title: 'GET /rest/products/search?q=', path: '/rest/products/search?q=' },
  { title: 'GET /rest/products/search?q=apple', path: '/rest/products/search?q=apple' },
  { title: 'GET /api/Challenges', path: '/api/Challenges' },
  { title: 'GET /rest/admin/application-configuration', path: '/rest/admin/application-configuration' },
  {
    title: 'POST /rest/user/login',
    path: '/rest/user/login',
    method: 'POST',
    headers: jsonHeaders,
    body: loginBody,
  },
  { title: 'GET /rest/basket/:id', path: `/rest/basket/${session.authentication.bid}`, headers: bearer },
  { title: 'GET /api/Products/:id', path: '/api/Products/1' },
  { title: 'GET /rest/products/:id/reviews', path: '/rest/products/1/reviews' },
]
const answers = {}
for (const endpoint of endpoints)
  answers[`${endpoint.method ?? 'GET'} ${endpoint.path}`] = await captureAnswer(endpoint)
const floor = await startFloor(answers)
const loads = []
for (const endpoint of endpoints) {
  const shopFigures = await load(base, shop.child.pid, endpoint)
  const floorFigures = await load(floorBase, floor.pid, endpoint)
  loads.push({
    title: endpoint.title,
    ...shopFigures,
    floor: floorFigures,
    shareOfFloor: Math.round((shopFigures.requestsPerSecond / floorFigures.requestsPerSecond) * 1000) / 1000,
  })
}
floor.kill()
const rssAfterLoad = rssMb(shop.child.pid)
// Memory must stay flat when the same load comes again: three more rounds of every request, RSS after each.
const rssAfterRepetitions = []
for (let round = 0; round < 3; round++) {
  for (const endpoint of endpoints) await load(base, shop.child.pid, { ...endpoint, seconds: 2 })
  rssAfterRepetitions.push(Math.round(rssMb(shop.child.pid)))
}
const hostile = []
for (const upload of hostileUploads) hostile.push(await sendHostileUpload(base, upload))
await new Promise((resolve) => setTimeout(resolve, 3000)) // let the collector return what the answers used
const rssAfterHostile = rssMb(shop.child.pid)
const payload = await firstVisit(base)
const productCard = await firstProductCard(base)
const web3 = await web3Chain(shop.child.pid)
await shop.stop()
const resetMs = await resetTimes()

const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
  coldStartMs: {
    median: Math.round(median(coldStarts)),
    runs: coldStarts.map(Math.round),
    floorMedian: Math.round(median(floorColdStarts)),
    ...(coldStartsWithoutExtraCaCerts.length > 0 && {
      medianWithoutExtraCaCerts: Math.round(median(coldStartsWithoutExtraCaCerts)),
    }),
  },
  rssMb: {
    afterStart: Math.round(rssAfterStart),
    afterLoad: Math.round(rssAfterLoad),
    afterRepeatedLoads: rssAfterRepetitions,
    afterHostileUploads: Math.round(rssAfterHostile),
  },
  loads,
  hostileUploads: hostile,
  resetMs: Math.round(resetMs * 10) / 10,
  client: { ...payload, firstProductCard: productCard },
  web3,
  budgets: {
    indexAtLeastHalfOfFloor: (loads.find((l) => l.title.startsWith('GET / '))?.shareOfFloor ?? 0) >= 0.5,
    everyApiEndpointAtLeastTenthOfFloor: loads
      .filter((l) => !l.title.startsWith('GET / '))
      .every((l) => l.shareOfFloor >= 0.1),
    everyApiP99Under10Ms: loads.filter((l) => !l.title.startsWith('GET / ')).every((l) => l.p99Ms < 10),
    coldStartAtMostTwiceTheFloors: median(coldStarts) <= 2 * median(floorColdStarts),
    rssAfterLoadUnder150Mb: Math.max(rssAfterLoad, ...rssAfterRepetitions) < 150,
    rssFlatAcrossRepetitions: Math.max(...rssAfterRepetitions) - Math.min(...rssAfterRepetitions) <= 10,
    clientFirstVisitAtMost200KiBGzip: payload.gzipKiB <= 200,
    hostileUploadsAnsweredUnder5s: hostile.every((answer) => answer.ms < 5000),
    rssBackWithin20MbAfterHostileUploads: rssAfterHostile < rssAfterLoad + 20,
  },
}
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
writeFileSync(path.join(root, 'bench', 'results', 'latest.json'), JSON.stringify(results, null, 2))

console.log(`machine: ${results.machine}`)
console.log(
  `cold start (median of 5): ${results.coldStartMs.median} ms  [${results.coldStartMs.runs.join(', ')}]; the floor's: ${results.coldStartMs.floorMedian} ms`,
)
if (results.coldStartMs.medianWithoutExtraCaCerts !== undefined)
  console.log(
    `  the environment sets NODE_EXTRA_CA_CERTS, which Node 20 reads at every start; without it: ${results.coldStartMs.medianWithoutExtraCaCerts} ms`,
  )
console.log(
  `RSS: ${results.rssMb.afterStart} MB after start, ${results.rssMb.afterLoad} MB after load, ${rssAfterRepetitions.join(' / ')} MB after each of three repetitions`,
)
console.log(`${'request (16 connections)'.padEnd(44)} shop req/s   floor req/s  share   p99   CPU ms/req`)
for (const l of loads)
  console.log(
    `${l.title.padEnd(44)} ${String(l.requestsPerSecond).padStart(10)} ${String(l.floor.requestsPerSecond).padStart(13)}  ${`${(l.shareOfFloor * 100).toFixed(1)}%`.padStart(6)} ${`${l.p99Ms} ms`.padStart(6)}   ${l.cpuMsPerRequest}${l.errors ? `  (non-2xx/errors: ${l.errors})` : ''}`,
  )
for (const h of hostile) console.log(`${h.title.padEnd(34)} answered ${h.status} in ${h.ms} ms`)
console.log(`RSS after the hostile uploads: ${results.rssMb.afterHostileUploads} MB`)
console.log(`shop.reset() (median of 20): ${results.resetMs} ms`)
console.log(
  `client, first visit of ${payload.route}: ${payload.files} JS/CSS files, ${payload.gzipKiB} KiB gzipped; first product card at 4x CPU throttling: ${productCard.medianMs} ms (median of ${productCard.runs.length}: ${productCard.runs.join(', ')})`,
)
console.log(
  `web3 chain: first use ${web3.firstUseMs} ms (anvil start + deployment), anvil RSS ${web3.anvilRssMb} MB, shop RSS ${web3.shopRssMbBefore} -> ${web3.shopRssMbAfter} MB`,
)
console.log(`budgets: ${JSON.stringify(results.budgets)}`)
