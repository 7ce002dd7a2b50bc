import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { createShopServer } from '../shop-front-door.js'
import { loadConfig } from '../config/loader.js'
import type { ShopConfig } from '../config/schema.js'
import { paths } from '../platform/paths.js'
import { attachRealtime } from '../platform/realtime.js'
import { createShop, type Shop } from '../shop/shop.js'
import { hostInWorkshop, throughWorkshop, type Host } from './test-shop-in-workshop.js'

export interface TestShop {
  shop: Shop
  url: string
  server: Server
  /** Headers a request outside `request()` (raw node:http) must carry: the team cookie through a workshop. */
  extraHeaders: Record<string, string>
  /** fetch against the running shop; `path` starts with `/`. */
  request(path: string, init?: RequestInit): Promise<Response>
  /** Logs in and returns the token. */
  login(email: string, password: string): Promise<string>
  challenge(key: string): Promise<{ solved: boolean; updatedAt: string }>
  socket(): Promise<Socket>
  close(): Promise<void>
}

export interface TestShopOptions {
  overrides?: Record<string, unknown>
  env?: NodeJS.ProcessEnv
  dataDir?: string
}

let baseConfig: ShopConfig | undefined

export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A fresh, seeded, in-memory shop listening on a random local port. */
export async function startTestShop({
  overrides,
  env = {},
  dataDir,
}: TestShopOptions = {}): Promise<TestShop> {
  const config =
    overrides === undefined
      ? (baseConfig ??= loadConfig({ configDir: paths.configDir, env: {} }))
      : loadConfig({ configDir: paths.configDir, env: {}, overrides })
  const { shop, server, io, url, extraCookie, teardown } = throughWorkshop()
    ? await hostInWorkshop(config, env, dataDir)
    : await hostAlone(config, env, dataDir)
  const sockets: Socket[] = []
  const request = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init)
  return {
    shop,
    url,
    server,
    extraHeaders: extraCookie ? { cookie: extraCookie } : {},
    request,
    async login(email, password) {
      const response = await request('/rest/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      const body = (await response.json()) as { authentication: { token: string } }
      return body.authentication.token
    },
    async challenge(key) {
      const response = await request(`/api/Challenges/?key=${encodeURIComponent(key)}`)
      const body = (await response.json()) as { data: { solved: boolean; updatedAt: string }[] }
      const [challenge] = body.data
      if (!challenge) throw new Error(`no challenge ${key}`)
      return challenge
    },
    async socket() {
      const socket = connectSocket(url, {
        transports: ['websocket'],
        forceNew: true,
        ...(extraCookie ? { extraHeaders: { cookie: extraCookie } } : {}),
      })
      sockets.push(socket)
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
      return socket
    },
    async close() {
      for (const socket of sockets) socket.disconnect()
      // Responses a test never read keep their keep-alive connection busy; drop them so closing is instant.
      server.closeAllConnections()
      await io.close()
      teardown()
    },
  }
}

/** One shop on its own server, as `npm start` runs it. */
async function hostAlone(
  config: ShopConfig,
  env: NodeJS.ProcessEnv,
  dataDir: string | undefined,
): Promise<Host> {
  const shop = createShop({ config, env, ...(dataDir ? { dataDir } : {}) })
  const server = createShopServer(shop)
  const io = attachRealtime(server, shop)
  const url = await listen(server)
  return { shop, server, io, url, teardown: () => shop.close() }
}

/** Waits until `condition` holds (for effects that arrive over sockets). */
export async function eventually(
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 3000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('condition not met in time')
}
