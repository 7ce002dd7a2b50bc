import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import type { Server as SocketServer } from 'socket.io'
import type { ShopConfig } from '../config/schema.js'
import type { Shop } from '../shop/shop.js'
import { createWorkshop } from '../workshop/workshop.js'
import { listen } from './test-shop.js'

/** What a test shop runs on: the shop, its server and how to reach and end it. */
export interface Host {
  shop: Shop
  server: Server
  io: SocketServer
  url: string
  /** A cookie every request must carry (the team cookie in a workshop). */
  extraCookie?: string
  teardown: () => void
}

/**
 * `JUICY_TEST_VIA_WORKSHOP=1` runs every server test against a team's shop inside a workshop: the same tests,
 * canonical exploits included, then prove that a team cookie changes nothing about how a shop answers.
 */
export const throughWorkshop = (): boolean => process.env.JUICY_TEST_VIA_WORKSHOP === '1'

const TEAM = 'team-under-test'
const teamCookies = new Map<string, string>()

/** Adds the team cookie to every fetch to a workshop under test (also `fetch(t.url + ...)` in tests). */
function addTeamCookieToFetch(): void {
  if (teamCookies.size === 0) {
    const plainFetch = globalThis.fetch
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      const cookie = [...teamCookies].find(([origin]) => url.startsWith(origin))?.[1]
      if (!cookie) return plainFetch(input, init)
      const headers = new Headers(input instanceof Request ? input.headers : init?.headers)
      const existing = headers.get('cookie')
      headers.set('cookie', existing ? `${existing}; ${cookie}` : cookie)
      return plainFetch(input, { ...init, headers })
    }
  }
}

export async function hostInWorkshop(
  config: ShopConfig,
  env: NodeJS.ProcessEnv,
  dataDir: string | undefined,
): Promise<Host> {
  const workshopDir = mkdtempSync(path.join(os.tmpdir(), 'juicy-test-workshop-'))
  const workshop = await createWorkshop({
    config: { ...config, workshop: { ...config.workshop, enabled: true } },
    dataDir: workshopDir,
    logger: pino({ level: 'silent' }),
    env: { TRAINER_PASSWORD: 'test-trainer-password', ...env },
  })
  const { record } = await workshop.registry.create(TEAM)
  if (dataDir) {
    // The team's folder is the test's data folder, so restarts with the same folder keep progress as alone.
    mkdirSync(path.join(workshopDir, 'teams'), { recursive: true })
    symlinkSync(dataDir, path.join(workshopDir, 'teams', TEAM))
  }
  const server = workshop.createServer()
  const io = workshop.attachRealtime(server)
  const { shop } = workshop.registry.liveTeam(record)
  const url = await listen(server)
  const extraCookie = `team=${encodeURIComponent(workshop.registry.cookieOf(record))}`
  addTeamCookieToFetch()
  teamCookies.set(url, extraCookie)
  return {
    shop,
    server,
    io,
    url,
    extraCookie,
    teardown: () => {
      teamCookies.delete(url)
      workshop.close()
      rmSync(workshopDir, { recursive: true, force: true })
    },
  }
}
