import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { loadConfig } from '../config/loader.js'
import { paths } from '../platform/paths.js'
import { createWorkshop, type Workshop } from '../workshop/workshop.js'

export const TRAINER_PASSWORD = 'trainer-secret'

/** A player or trainer: fetches against the workshop, keeping the cookies it was given like a browser. */
export class WorkshopClient {
  readonly cookies = new Map<string, string>()

  constructor(private readonly url: string) {}

  async request(pathname: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    // The console sends every state change as JSON (the trainer's listener wants that); so does this client.
    const bodilessChange = init.body === undefined && !['GET', 'HEAD', undefined].includes(init.method)
    if ((init.json !== undefined || bodilessChange) && !headers.has('content-type'))
      headers.set('content-type', 'application/json')
    const body = init.json === undefined ? init.body : JSON.stringify(init.json)
    const response = await fetch(`${this.url}${pathname}`, { redirect: 'manual', ...init, headers, body })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const separator = pair.indexOf('=')
      const value = pair.slice(separator + 1)
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line))
        this.cookies.delete(pair.slice(0, separator))
      else this.cookies.set(pair.slice(0, separator), value)
    }
    return response
  }

  async json<T>(
    pathname: string,
    init: RequestInit & { json?: unknown } = {},
  ): Promise<{ status: number; body: T }> {
    const response = await this.request(pathname, init)
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T }
  }

  /** Joins (or, with self-service, creates) a team; answers the passcode when the team was created. */
  async join(team: string, passcode?: string): Promise<{ status: number; passcode?: string }> {
    const { status, body } = await this.json<{ passcode?: string }>('/workshop/api/join', {
      method: 'POST',
      json: { team, passcode },
    })
    return { status, passcode: body?.passcode }
  }

  async login(email: string, password: string): Promise<string> {
    const { body } = await this.json<{ authentication: { token: string } }>('/rest/user/login', {
      method: 'POST',
      json: { email, password },
    })
    return body.authentication.token
  }

  async solved(key: string): Promise<boolean> {
    const { body } = await this.json<{ data: { solved: boolean }[] }>(`/api/Challenges/?key=${key}`)
    return body.data[0]?.solved === true
  }

  /** A socket.io client carrying this client's cookies. */
  async socket(): Promise<Socket> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const socket = connectSocket(this.url, {
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: { cookie },
    })
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    return socket
  }
}

export interface TestWorkshop {
  workshop: Workshop
  /** The players' listener. */
  url: string
  /** The trainer's listener. */
  trainerUrl: string
  server: Server
  dataDir: string
  /** A player's client (players' listener). */
  client(): WorkshopClient
  /** A client of the trainer's listener, not logged in. */
  trainerClient(): WorkshopClient
  /** A client logged in as the trainer (trainer's listener). */
  trainer(): Promise<WorkshopClient>
  close(): Promise<void>
}

export interface TestWorkshopOptions {
  overrides?: Record<string, unknown>
  env?: NodeJS.ProcessEnv
  /** Reuse a data folder (restart tests); a temporary one otherwise. */
  dataDir?: string
}

/**
 * A workshop on a random local port with its own data folder and a tiny client build (index.html and main.js),
 * so that routing of client files is tested without building the client.
 */
export async function startTestWorkshop(options: TestWorkshopOptions = {}): Promise<TestWorkshop> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'juicy-workshop-'))
  const webDist = path.join(dataDir, 'web-dist')
  mkdirSync(webDist, { recursive: true })
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!DOCTYPE html><html><head><title>x</title></head><body></body></html>',
  )
  writeFileSync(path.join(webDist, 'main.js'), 'console.log("client")')
  const config = loadConfig({
    configDir: paths.configDir,
    env: {},
    overrides: { workshop: { enabled: true }, ...options.overrides },
  })
  const workshop = await createWorkshop({
    config,
    dataDir,
    logger: pino({ level: 'silent' }),
    env: { TRAINER_PASSWORD, ...options.env },
    folders: { webDist, webPublic: paths.webPublic, staticDir: paths.staticDir },
  })
  const server = workshop.createServer()
  const io = workshop.attachRealtime(server)
  const trainerServer = workshop.createTrainerServer()
  const trainerIo = workshop.attachTrainerRealtime(trainerServer)
  const url = await listenLocally(server)
  const trainerUrl = await listenLocally(trainerServer)
  return {
    workshop,
    url,
    trainerUrl,
    server,
    dataDir,
    client: () => new WorkshopClient(url),
    trainerClient: () => new WorkshopClient(trainerUrl),
    async trainer() {
      const trainer = new WorkshopClient(trainerUrl)
      const response = await trainer.request('/workshop/api/trainer/login', {
        method: 'POST',
        json: { password: TRAINER_PASSWORD },
      })
      if (response.status !== 200) throw new Error(`trainer login failed: ${response.status}`)
      return trainer
    },
    async close() {
      for (const [realtime, http] of [
        [io, server],
        [trainerIo, trainerServer],
      ] as const) {
        await realtime.close()
        http.closeAllConnections()
        await new Promise<void>((resolve) => http.close(() => resolve()))
      }
      workshop.close()
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
