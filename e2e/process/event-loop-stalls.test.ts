import { Agent, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JIM } from '../support/accounts.js'
import { useShop } from '../support/fixtures.js'
import type { RunningShop } from '../support/shop.js'

/**
 * The server's event loop must stay free while a worker-backed feature is used for the first time (a worker
 * starting, a library loading, WebAssembly compiling) and while denial-of-service payloads run: a probe asking
 * for the application version every 20 ms on its own connection never waits long.
 */
const FIRST_USE_BUDGET_MS = 50
const DENIAL_OF_SERVICE_BUDGET_MS = 100

interface Answer {
  status: number
  body: string
}

function send(
  shop: RunningShop,
  method: string,
  path: string,
  init: { body?: string | Buffer; headers?: Record<string, string>; agent?: Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: shop.port, path, method, headers: init.headers, agent: init.agent },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end(init.body)
  })
}

const json = (body: unknown, token?: string) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
})

function upload(fileName: string, type: string, content: string, token: string) {
  const boundary = 'event-loop-probe'
  const body = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
    `Content-Type: ${type}`,
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n')
  return {
    body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
  }
}

/** Asks every 20 ms on its own connection; `longestWait` is the slowest answer since the last `restart()`. */
class Probe {
  longestWait = 0
  private running = true
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 })
  private readonly loop: Promise<void>

  constructor(private readonly shop: RunningShop) {
    this.loop = this.run()
  }

  restart(): void {
    this.longestWait = 0
  }

  async stop(): Promise<void> {
    this.running = false
    await this.loop
    this.agent.destroy()
  }

  private async run(): Promise<void> {
    while (this.running) {
      const started = performance.now()
      await send(this.shop, 'GET', '/rest/admin/application-version', { agent: this.agent })
      this.longestWait = Math.max(this.longestWait, performance.now() - started)
      await new Promise((wait) => setTimeout(wait, 20))
    }
  }
}

const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms))

describe('event loop while workers start and payloads run', () => {
  const fixture = useShop()
  let probe: Probe
  let token: string
  let basketId: number

  /** Runs `action` while the probe is watching; answers the action's result and the probe's longest wait. */
  async function watched(action: () => Promise<Answer>): Promise<{ answer: Answer; longestWait: number }> {
    await pause(100)
    probe.restart()
    const answer = await action()
    await pause(100)
    return { answer, longestWait: probe.longestWait }
  }

  beforeAll(async () => {
    const login = await send(
      fixture.shop,
      'POST',
      '/rest/user/login',
      json({ email: JIM.email, password: JIM.password }),
    )
    const { authentication } = JSON.parse(login.body) as { authentication: { token: string; bid: number } }
    token = authentication.token
    basketId = authentication.bid
    // let the start-up settle (the first requests warm up routing and JSON) before measuring
    await pause(1000)
    probe = new Probe(fixture.shop)
  })
  afterAll(async () => {
    await probe?.stop()
  })

  const firstUses: [string, () => Promise<Answer>, number][] = [
    [
      'product reviews (sandbox and document store)',
      () => send(fixture.shop, 'GET', '/rest/products/1/reviews'),
      200,
    ],
    [
      'order tracking (sandbox)',
      () => send(fixture.shop, 'GET', '/rest/track-order/5267-f73dcd000abcc353'),
      200,
    ],
    [
      'a login with a quote (bounded SQL worker)',
      () => send(fixture.shop, 'POST', '/rest/user/login', json({ email: "' OR 1=1--", password: 'x' })),
      200,
    ],
    [
      'a search with a quote (bounded SQL worker)',
      () => send(fixture.shop, 'GET', "/rest/products/search?q=')%20--"),
      500,
    ],
    [
      'an XML complaint (document worker)',
      () =>
        send(
          fixture.shop,
          'POST',
          '/file-upload',
          upload('a.xml', 'text/xml', '<?xml version="1.0"?><a>b</a>', token),
        ),
      410,
    ],
    [
      'a YAML complaint (document worker)',
      () => send(fixture.shop, 'POST', '/file-upload', upload('a.yml', 'application/x-yaml', 'a: b', token)),
      410,
    ],
    [
      'a B2B order (sandbox)',
      () =>
        send(
          fixture.shop,
          'POST',
          '/b2b/v2/orders',
          json({ orderLinesData: '[{"productId": 1,"quantity": 1}]' }, token),
        ),
      200,
    ],
    ['the API documentation (Swagger UI)', () => send(fixture.shop, 'GET', '/api-docs/'), 200],
    [
      'the image captcha',
      () =>
        send(fixture.shop, 'GET', '/rest/image-captcha/', { headers: { authorization: `Bearer ${token}` } }),
      200,
    ],
    [
      'two-factor set-up (TOTP)',
      () => send(fixture.shop, 'GET', '/rest/2fa/status', { headers: { authorization: `Bearer ${token}` } }),
      200,
    ],
    [
      'a checkout (order confirmation PDF)',
      async () => {
        await send(
          fixture.shop,
          'POST',
          '/api/BasketItems',
          json({ ProductId: 1, BasketId: String(basketId), quantity: 1 }, token),
        )
        return send(fixture.shop, 'POST', `/rest/basket/${basketId}/checkout`, json({}, token))
      },
      200,
    ],
  ]

  it.each(firstUses)('first use of %s leaves other requests answering', async (_name, action, status) => {
    const { answer, longestWait } = await watched(action)
    expect(answer.status).toBe(status)
    expect(longestWait).toBeLessThan(FIRST_USE_BUDGET_MS)
  })

  const payloads: [string, () => Promise<Answer>][] = [
    ['sleep in a review lookup', () => send(fixture.shop, 'GET', '/rest/products/sleep(1000)/reviews')],
    [
      'a busy loop in order tracking',
      () =>
        send(fixture.shop, 'GET', "/rest/track-order/'%20||%20(()%3D%3E%7Bwhile(true)%7B%7D%7D)()%20||%20'"),
    ],
    [
      'an endless injected search',
      () =>
        send(
          fixture.shop,
          'GET',
          `/rest/products/search?q=${encodeURIComponent("')) UNION SELECT * FROM (WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM r) SELECT x,x,x,x,x,x,x,x,x FROM r)--")}`,
        ),
    ],
    [
      'an XML entity bomb',
      () =>
        send(
          fixture.shop,
          'POST',
          '/file-upload',
          upload(
            'bomb.xml',
            'text/xml',
            `<?xml version="1.0"?><!DOCTYPE a [<!ENTITY a "${'dos'.repeat(6400)}">]><a>${'&a;'.repeat(756)}</a>`,
            token,
          ),
        ),
    ],
    [
      'a YAML alias bomb',
      () => {
        const keys = 'abcdefghi'
        const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
        for (let i = 1; i < keys.length; i++)
          lines.push(
            `${keys[i]}: &${keys[i]} [${Array(9)
              .fill(`*${keys[i - 1]}`)
              .join(',')}]`,
          )
        return send(
          fixture.shop,
          'POST',
          '/file-upload',
          upload('bomb.yml', 'application/x-yaml', lines.join('\n'), token),
        )
      },
    ],
  ]

  it.each(payloads)('%s does not hold up other requests', async (_name, action) => {
    const { answer, longestWait } = await watched(action)
    expect(answer.status).toBeGreaterThanOrEqual(200)
    expect(longestWait).toBeLessThan(DENIAL_OF_SERVICE_BUDGET_MS)
  })
})
