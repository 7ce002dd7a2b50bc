import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

export interface RunningShop {
  baseUrl: string
  port: number
  /** In workshop mode: the trainer's listener (console and trainer API), on a port of its own. */
  trainerUrl?: string
  dataDir: string
  /**
   * The `team` cookie (`name=value`) when the shop runs as a team of a workshop (JUICY_E2E_VIA_WORKSHOP=1): the
   * browser contexts and API helpers carry it, so the same journeys prove a team's shop behaves as a single shop.
   */
  teamCookie?: string
  /** Everything the server printed so far (for failure messages). */
  output: () => string
  stop: () => Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}

/** The path answered with 200 once the server is ready (workshop mode answers the shop's paths only inside a team). */
const readinessPath = (env: Record<string, string>) =>
  env.WORKSHOP === 'true' ? '/workshop/api/settings' : '/rest/admin/application-version'

async function waitUntilReady(
  baseUrl: string,
  readyPath: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Shop exited with code ${child.exitCode} before it was ready:\n${output()}`)
    }
    try {
      const response = await fetch(`${baseUrl}${readyPath}`)
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250))
  }
  throw new Error(`Shop did not answer within 90 s:\n${output()}`)
}

/**
 * Starts the built server (`apps/server/dist/main.cjs`) on a free port with a fresh data directory
 * and waits until it answers. A port found free can be taken by another process before the shop binds it
 * (parallel test runs on one machine), so a start that fails with EADDRINUSE is retried on a new port.
 */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const viaWorkshop = process.env.JUICY_E2E_VIA_WORKSHOP === '1' && env.WORKSHOP === undefined
  for (let attempt = 1; ; attempt++) {
    try {
      if (!viaWorkshop) return await startShopOnce(env)
      return await joinTeam(
        await startShopOnce({ ...env, WORKSHOP: 'true', TRAINER_PASSWORD: 'e2e-trainer-password' }),
      )
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error
    }
  }
}

/**
 * Starts the shop with a configuration profile written for this run (YAML merged over config/default.yml), kept
 * outside the repository in a temporary folder the shop finds through SHOP_CONFIG_DIR.
 */
export async function startShopWithProfile(
  profileYaml: string,
  env: Record<string, string> = {},
): Promise<RunningShop> {
  const folder = await mkdtemp(join(tmpdir(), 'juicy-profile-'))
  await writeFile(join(folder, 'e2e-profile.yml'), profileYaml)
  try {
    return await startShop({ ...env, NODE_ENV: 'e2e-profile', SHOP_CONFIG_DIR: folder })
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

async function startShopOnce(env: Record<string, string>): Promise<RunningShop> {
  const port = await freePort()
  const workshop = env.WORKSHOP === 'true'
  const trainerPort = workshop ? Number(env.TRAINER_PORT ?? (await freePort())) : undefined
  const dataDir = await mkdtemp(join(tmpdir(), 'juicy-e2e-'))
  let log = ''
  const child = spawn(process.execPath, ['apps/server/dist/main.cjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      ...(trainerPort === undefined ? {} : { TRAINER_PORT: String(trainerPort) }),
      SHOP_DATA_DIR: dataDir,
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const collect = (chunk: Buffer): void => {
    log = (log + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const output = (): string => log
  const baseUrl = `http://localhost:${port}`
  const trainerUrl = trainerPort === undefined ? undefined : `http://localhost:${trainerPort}`

  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((done) => child.once('exit', () => done()))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    await rm(dataDir, { recursive: true, force: true })
  }

  try {
    await waitUntilReady(baseUrl, readinessPath(env), child, output)
    if (trainerUrl) await waitUntilReady(trainerUrl, '/workshop/trainer', child, output)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, port, trainerUrl, dataDir, output, stop }
}

/** Creates a team in a workshop and keeps its cookie for every request of the test. */
async function joinTeam(shop: RunningShop): Promise<RunningShop> {
  const response = await fetch(`${shop.baseUrl}/workshop/api/join`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ team: 'e2e-team' }),
  })
  const [cookie = ''] = (response.headers.getSetCookie()[0] ?? '').split(';')
  if (response.status !== 201 || !cookie.startsWith('team='))
    throw new Error(`could not join a team: ${response.status}`)
  return { ...shop, teamCookie: cookie }
}

/** JSON request against a running shop. */
export async function api<T>(
  shop: RunningShop,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {}
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  if (shop.teamCookie) headers.Cookie = shop.teamCookie
  const response = await fetch(`${shop.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // plain text answer
  }
  return { status: response.status, body: body as T }
}

interface ChallengeRow {
  key: string
  solved: boolean
}

/** Reads one challenge's solved flag the way MultiJuicer and the CTF tools do. */
export async function isSolved(shop: RunningShop, key: string): Promise<boolean> {
  const { body } = await api<{ data?: ChallengeRow[] }>(
    shop,
    `/api/Challenges/?key=${encodeURIComponent(key)}`,
  )
  return body.data?.find((challenge) => challenge.key === key)?.solved === true
}

/** Polls until a challenge reads solved (detection may happen a moment after the request). */
export async function waitForSolved(shop: RunningShop, key: string, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await isSolved(shop, key)) return true
    await new Promise((wait) => setTimeout(wait, 200))
  }
  return isSolved(shop, key)
}
