import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../platform/paths.js'
import { SERVER_SIDE_KEY } from '../modules/profile/username-template.js'
import { bearer } from '../test-support/http-helpers.js'
import { startTestWorkshop, type TestWorkshop, type WorkshopClient } from '../test-support/test-workshop.js'
import { buildZip, fileUpload } from '../test-support/upload-payloads.js'

const shopVersion = (JSON.parse(readFileSync(paths.packageJson, 'utf8')) as { version: string }).version

const unionDump = `/rest/products/search?q=${encodeURIComponent(
  "qwert')) UNION SELECT id, email, password, '4', '5', '6', '7', '8', '9' FROM Users--",
)}`

interface Webhook {
  calls: Record<string, unknown>[]
  url: string
  server: Server
}

async function startWebhook(): Promise<Webhook> {
  const calls: Record<string, unknown>[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      calls.push(JSON.parse(body) as Record<string, unknown>)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { calls, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }
}

describe('workshop: teams are isolated from each other', () => {
  let t: TestWorkshop
  let a: WorkshopClient
  let b: WorkshopClient
  let webhook: Webhook

  beforeAll(async () => {
    webhook = await startWebhook()
    t = await startTestWorkshop({ env: { SOLUTIONS_WEBHOOK: webhook.url } })
    a = t.client()
    b = t.client()
    await a.join('team-a')
    await b.join('team-b')
  })
  afterAll(async () => {
    await t.close()
    webhook.server.close()
  })

  it('routes each team cookie to its own shop, which answers as a single shop would', async () => {
    expect(await a.json('/rest/admin/application-version')).toEqual({
      status: 200,
      body: { version: shopVersion },
    })
    expect((await a.request('/api/Products/1')).status).toBe(200)
    expect((await a.request('/ftp/legal.md')).status).toBe(200)
  })

  it('keeps a registered user, seen in a union SQL injection dump, to the team that registered it', async () => {
    const registered = await a.request('/api/Users', {
      method: 'POST',
      json: { email: 'only-in-a@juice-sh.op', password: 'ok-pass-123', passwordRepeat: 'ok-pass-123' },
    })
    expect(registered.status).toBe(201)
    expect(await (await a.request(unionDump)).text()).toContain('only-in-a@juice-sh.op')
    const dumpOfB = await (await b.request(unionDump)).text()
    expect(dumpOfB).toContain('admin@juice-sh.op')
    expect(dumpOfB).not.toContain('only-in-a@juice-sh.op')
  })

  it("serves each team's /metrics with the process-wide runtime series and the team's own shop series", async () => {
    const email = 'metrics-in-a@juice-sh.op'
    const json = { email, password: 'ok-pass-123', passwordRepeat: 'ok-pass-123' }
    expect((await a.request('/api/Users', { method: 'POST', json })).status).toBe(201)
    const registered = async (client: WorkshopClient) => {
      const text = await (await client.request('/metrics')).text()
      expect(text).toMatch(/^nodejs_heap_size_used_bytes\{app="juiceshop"\} \d+$/m)
      expect(text).toMatch(/^process_cpu_seconds_total\{app="juiceshop"\} [\d.e+-]+$/m)
      return Number(/^juiceshop_users_registered_total\{app="juiceshop"\} (\d+)$/m.exec(text)?.[1])
    }
    expect(await registered(a)).toBeGreaterThan(await registered(b))
  })

  it('keeps an uploaded file (Zip Slip over the legal information) to its team', async () => {
    const zip = buildZip([{ name: '../../ftp/legal.md', content: 'written by team a' }])
    expect((await a.request('/file-upload', fileUpload('legal.zip', zip, 'application/zip'))).status).toBe(
      204,
    )
    expect(await (await a.request('/ftp/legal.md')).text()).toBe('written by team a')
    expect(await (await b.request('/ftp/legal.md')).text()).not.toContain('team a')
  })

  it('keeps a stored XSS review to its team', async () => {
    const xss = '<iframe src="javascript:alert(`xss`)">'
    const created = await a.request('/rest/products/1/reviews', {
      method: 'PUT',
      json: { message: xss, author: 'a' },
    })
    expect(created.status).toBe(201)
    expect(await (await a.request('/rest/products/1/reviews')).text()).toContain('iframe')
    expect(await (await b.request('/rest/products/1/reviews')).text()).not.toContain('iframe')
  })

  it('keeps a changed password and a changed product to their team', async () => {
    const token = await a.login('jim@juice-sh.op', 'ncc-1701')
    const changed = await a.request(
      '/rest/user/change-password?current=ncc-1701&new=team-a-pw&repeat=team-a-pw',
      {
        headers: bearer(token),
      },
    )
    expect(changed.status).toBe(200)
    expect(
      (
        await b.request('/rest/user/login', {
          method: 'POST',
          json: { email: 'jim@juice-sh.op', password: 'ncc-1701' },
        })
      ).status,
    ).toBe(200)
    const edited = await a.request('/api/Products/1', {
      method: 'PUT',
      json: { description: 'changed by team a' },
    })
    expect(edited.status).toBe(200)
    expect(await (await b.request('/api/Products/1')).text()).not.toContain('changed by team a')
  })

  it('keeps a deleted record to its team (products cannot be deleted, so a basket item is)', async () => {
    const basketItems = async (client: WorkshopClient, token: string): Promise<number[]> => {
      const basket = (await (await client.request('/rest/basket/1', { headers: bearer(token) })).json()) as {
        data: { Products: { BasketItem: { id: number } }[] }
      }
      return basket.data.Products.map((product) => product.BasketItem.id)
    }
    const tokenA = await a.login('admin@juice-sh.op', 'admin123')
    const tokenB = await b.login('admin@juice-sh.op', 'admin123')
    const [doomed] = await basketItems(a, tokenA)
    expect(doomed).toBeDefined()
    expect(
      (await a.request(`/api/BasketItems/${doomed}`, { method: 'DELETE', headers: bearer(tokenA) })).status,
    ).toBe(200)
    expect(await basketItems(a, tokenA)).not.toContain(doomed)
    expect(await basketItems(b, tokenB)).toContain(doomed)
  })

  it('solves a challenge for the solving team only, notifies only its sockets and calls the webhook with its name', async () => {
    const socketOfA = await a.socket()
    const socketOfB = await b.socket()
    const heardByB: unknown[] = []
    socketOfB.on('challenge solved', (notification) => heardByB.push(notification))
    const heardByA = new Promise<{ key: string }>((resolve) => socketOfA.once('challenge solved', resolve))
    await a.request('/assets/public/images/padding/1px.png')
    expect((await heardByA).key).toBe('scoreBoardChallenge')
    expect(await a.solved('scoreBoardChallenge')).toBe(true)
    expect(await b.solved('scoreBoardChallenge')).toBe(false)
    await new Promise((wait) => setTimeout(wait, 200))
    expect(heardByB).toEqual([])
    const scoreBoardCalls = webhook.calls.filter(
      (call) => (call.solution as { challenge: string }).challenge === 'scoreBoardChallenge',
    )
    expect(scoreBoardCalls).toEqual([expect.objectContaining({ team: 'team-a' })])
    expect(webhook.calls.every((call) => ['team-a', 'team-b'].includes(String(call.team)))).toBe(true)
    socketOfA.disconnect()
    socketOfB.disconnect()
  })

  it('refuses a socket connection without a team cookie', async () => {
    await expect(t.client().socket()).rejects.toThrow()
  })

  it('keeps SSRF to the own origin inside the team: the shop calls itself with the team cookie', async () => {
    a.cookies.set('token', await a.login('admin@juice-sh.op', 'admin123'))
    const imageUrl = `${t.url}/solve/challenges/server-side?key=${SERVER_SIDE_KEY}`
    const response = await a.request('/profile/image/url', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ imageUrl }).toString(),
    })
    a.cookies.delete('token')
    expect(response.status).toBe(302)
    expect(await a.solved('ssrfChallenge')).toBe(true)
    expect(await b.solved('ssrfChallenge')).toBe(false)
  })
})

describe('workshop: routing without a team', () => {
  let t: TestWorkshop
  beforeAll(async () => {
    t = await startTestWorkshop()
  })
  afterAll(() => t.close())

  it('sends browsers to the join page and answers other requests with 401 JSON naming it', async () => {
    const player = t.client()
    // The shop's page, with its deliberate client-side holes, never runs outside a team.
    for (const path of ['/', '/index.html', '/?q=x', '/INDEX.HTML']) {
      for (const accept of ['text/html,application/xhtml+xml', '*/*']) {
        const page = await player.request(path, { headers: { accept } })
        expect(page.status, `${path} ${accept}`).toBe(302)
        expect(page.headers.get('location')).toBe('/workshop/join')
      }
    }
    for (const path of [
      '/rest/admin/application-version',
      '/api/Challenges',
      '/ftp',
      '/metrics',
      '/profile',
      '/b2b/v2/orders',
      '/redirect?to=x',
      '/snippets',
      '/encryptionkeys',
      '/support/logs',
    ]) {
      const answer = await player.json(path)
      expect(answer, path).toEqual({ status: 401, body: { error: 'Join a team first: /workshop/join' } })
    }
  })

  it('serves the client build and the join page without a team', async () => {
    const player = t.client()
    expect(await (await player.request('/main.js')).text()).toContain('client')
    const join = await player.request('/workshop/join')
    expect(join.status).toBe(200)
    expect(join.headers.get('content-type')).toContain('text/html')
  })

  it('does not accept a forged or foreign team cookie', async () => {
    const player = t.client()
    await player.join('real')
    const forged = t.client()
    forged.cookies.set('team', (player.cookies.get('team') ?? '').replace('real', 'fake'))
    expect((await forged.request('/rest/admin/application-version')).status).toBe(401)
  })
})
