import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from './app.js'
import { loadConfig } from './config/loader.js'
import { isDeliberateServerError } from './platform/http/deliberate-server-errors.js'
import { paths } from './platform/paths.js'
import { createShop } from './shop/shop.js'
import {
  hostileBody,
  hostileHeaders,
  hostileParam,
  hostileQuery,
  type HostileBody,
} from './test-support/hostile-inputs.js'
import { routeTableOf, type RouteEntry } from './test-support/route-table.js'
import { startTestShop, type TestShop } from './test-support/test-shop.js'

/**
 * The request contract under hostile input: every route of the route table gets malformed parameters, queries,
 * bodies, headers and tokens. No answer may be a 5xx that the table of deliberate server errors does not explain,
 * no request may hang or crash the shop, and a rejected request (4xx or 5xx) must not change stored data.
 */

const runsPerRoute = Number(process.env.HOSTILE_RUNS ?? 40)
/** Another seed explores other inputs (the default keeps CI reproducible). */
const seedOffset = Number(process.env.HOSTILE_SEED ?? 0)

/** Routes whose refusal changes data on purpose, as in the reference. */
const changesOnRefusal: Record<string, string> = {
  'PUT /rest/basket/:id/coupon/:coupon':
    'an invalid coupon clears the coupon stored on the basket, as in the reference',
  'POST /dataerasure':
    "the erasure request is recorded before the page is rendered in the requested layout, as in the reference; a layout that cannot be read is the Local File Read challenge's deliberate 500",
}
const anyMethod = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

const routes: RouteEntry[] = (() => {
  const shop = createShop({ config: loadConfig({ configDir: paths.configDir, env: {} }) })
  try {
    return routeTableOf(createApp(shop))
  } finally {
    shop.close()
  }
})()

interface Answer {
  status: number
  /** `Name: message` of the error the error page answered, or the start of the body. */
  message: string
}

let t: TestShop
let lastError: string | undefined
let sessionHeaders: Record<string, string>[] = []

/** Everything stored except challenge progress (a rejected request may solve a challenge, that is its point). */
function storedData(): string {
  const db = t.shop.db
  const hash = createHash('sha256')
  const tables = (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('Challenges', 'sqlite_sequence')",
      )
      .all() as { name: string }[]
  ).map(({ name }) => name)
  for (const table of tables)
    hash.update(table).update(JSON.stringify(db.prepare(`SELECT * FROM "${table}"`).all()))
  hash.update(JSON.stringify(t.shop.docs.snapshot()))
  return hash.digest('hex')
}

async function send(
  method: string,
  url: string,
  body: HostileBody,
  headers: Record<string, string>,
): Promise<Answer> {
  lastError = undefined
  const response = await fetch(`${t.url}${url}`, {
    method,
    headers: { ...headers, ...(body.contentType ? { 'Content-Type': body.contentType } : {}) },
    ...(body.body !== undefined && method !== 'GET' ? { body: body.body } : {}),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  })
  const text = await response.text()
  return { status: response.status, message: lastError ?? text.slice(0, 300) }
}

const concrete = (path: string, params: string[]): string => {
  let index = 0
  return path.replace(/:[A-Za-z]+/g, () => params[index++ % params.length] ?? '1')
}

const hostileRequest = fc.record({
  method: fc.constantFrom(...anyMethod),
  params: fc.array(hostileParam, { minLength: 2, maxLength: 2 }),
  query: hostileQuery,
  body: hostileBody,
  headers: hostileHeaders,
  session: fc.nat(2),
})

beforeAll(async () => {
  t = await startTestShop()
  t.shop.events.subscribe('http.errored', ({ error }) => {
    lastError = `${error.name}: ${error.message}`
  })
  const admin = await t.login('admin@juice-sh.op', 'admin123')
  const jim = await t.login('jim@juice-sh.op', 'ncc-1701')
  sessionHeaders = [
    { Authorization: `Bearer ${admin}`, Cookie: `token=${admin}` },
    { Authorization: `Bearer ${jim}`, Cookie: `token=${jim}` },
  ]
})

afterAll(async () => {
  await t.close()
})

describe('hostile requests to every route', () => {
  test('the route table covers the shop', () => {
    expect(routes.length).toBeGreaterThan(150)
  })

  test.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (name, route) => {
      const problems: string[] = []
      const samples = fc.sample(hostileRequest, { numRuns: runsPerRoute, seed: hashSeed(name) ^ seedOffset })
      for (const sample of samples) {
        const method = route.method === 'ALL' ? sample.method : route.method
        const url = `${concrete(route.path, sample.params)}${sample.query ? `?${sample.query}` : ''}`
        const headers = { ...(sessionHeaders[sample.session] ?? {}), ...sample.headers }
        const before = storedData()
        let answer: Answer
        try {
          answer = await send(method, url, sample.body, headers)
        } catch (error) {
          problems.push(`${method} ${url.slice(0, 200)}: no answer (${String(error)})`)
          continue
        }
        const description = `${method} ${url.slice(0, 160)} [${sample.body.contentType ?? 'no body'}: ${String(sample.body.body ?? '').slice(0, 80)}] → ${answer.status} ${answer.message.slice(0, 160)}`
        if (answer.status >= 500 && !isDeliberateServerError(name, answer.status, answer.message))
          problems.push(`undocumented ${description}`)
        if (answer.status >= 400 && !(name in changesOnRefusal) && storedData() !== before)
          problems.push(`data changed by rejected ${description}`)
      }
      expect(problems).toEqual([])
    },
    120_000,
  )

  test('the shop still answers afterwards', async () => {
    expect((await t.request('/rest/admin/application-version')).status).toBe(200)
  })
})

function hashSeed(name: string): number {
  return createHash('sha256').update(name).digest().readInt32LE(0)
}
