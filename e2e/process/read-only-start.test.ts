import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, repoRoot } from '../support/shop.js'

// The container image's situation without a container runtime: the shop is started from a copy of exactly the
// paths in deploy/runtime-files.txt (copied by deploy/copy-runtime-files.sh, as the Dockerfile does), made
// read-only, as the image's numeric non-root user 65532 (when this test runs as root, as CI does), with its
// writable state in SHOP_DATA_DIR and HOME/TMPDIR only. Production dependencies: the image installs them with
// `npm ci --omit=dev --workspace apps/server`, which takes too long for a test, so the copy links the repository's
// node_modules instead (a superset of what the image holds).

const shopUser = 65532
/** Where MultiJuicer's chart mounts custom images into the reference's image (below WORKDIR /juice-shop). */
const mountedImages = 'frontend/dist/frontend/assets/public/images'
const asRoot = process.getuid?.() === 0

/** `npm start`'s node flags and entry file, so that the Dockerfile's CMD can be checked against them. */
function startArguments(): string[] {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string }
  }
  const [node, ...args] = manifest.scripts.start.split(/\s+/)
  if (node !== 'node') throw new Error(`npm start does not run node: ${manifest.scripts.start}`)
  return args
}

/** Runs as the image's user when this process may switch to it; otherwise as the current (non-root) user. */
function command(args: string[]): [string, string[]] {
  if (!asRoot) return [process.execPath, args]
  const user = String(shopUser)
  return ['setpriv', ['--reuid', user, '--regid', user, '--clear-groups', process.execPath, ...args]]
}

interface Challenge {
  solved: boolean
  updatedAt: string
}

describe('the runtime files started read-only as a non-root user', () => {
  let work: string
  let app: string
  let state: string
  let port: number
  let child: ChildProcess | undefined
  let log = ''

  beforeAll(async () => {
    if (!asRoot)
      console.warn('read-only start: not running as root, so the shop runs as the current user, not 65532')
    work = mkdtempSync(join(tmpdir(), 'juicy-read-only-'))
    chmodSync(work, 0o755)
    app = join(work, 'juice-shop')
    execFileSync('sh', [join(repoRoot, 'deploy/copy-runtime-files.sh'), app], { stdio: 'inherit' })
    symlinkSync(join(repoRoot, 'node_modules'), join(app, 'node_modules'))
    mkdirSync(join(app, mountedImages), { recursive: true })
    writeFileSync(join(app, mountedImages, 'sponsor-logo.png'), 'mounted by the operator')
    execFileSync('chmod', ['-R', 'a-w', app])
    state = join(work, 'state')
    for (const folder of ['shop-data', 'home', 'tmp', 'profiles'])
      mkdirSync(join(state, folder), { recursive: true })
    if (asRoot)
      for (const folder of ['', 'shop-data', 'home', 'tmp'])
        chownSync(join(state, folder), shopUser, shopUser)
    port = await freePort()
  })

  afterAll(async () => {
    await stop()
    if (work) {
      execFileSync('chmod', ['-R', 'u+w', work])
      rmSync(work, { recursive: true, force: true })
    }
  })

  /** Starts the shop and waits until `readyPath` answers 200. */
  async function start(
    extraEnv: Record<string, string> = {},
    readyPath = '/rest/admin/application-version',
  ): Promise<void> {
    const [file, args] = command(startArguments())
    log = ''
    child = spawn(file, args, {
      cwd: app,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: join(state, 'home'),
        TMPDIR: join(state, 'tmp'),
        SHOP_DATA_DIR: join(state, 'shop-data'),
        PORT: String(port),
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const collect = (chunk: Buffer): void => {
      log = (log + chunk.toString()).slice(-20_000)
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}:\n${log}`)
      try {
        if ((await fetch(`http://127.0.0.1:${port}${readyPath}`)).status === 200) return
      } catch {
        // not listening yet
      }
      await new Promise((wait) => setTimeout(wait, 100))
    }
    throw new Error(`the shop did not answer within 60 s:\n${log}`)
  }

  async function stop(): Promise<void> {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((done) => running.once('exit', done))
    running.kill('SIGTERM')
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }

  async function challenge(key: string): Promise<Challenge> {
    const response = await fetch(`http://127.0.0.1:${port}/api/Challenges/?key=${key}`)
    const body = (await response.json()) as { data: Challenge[] }
    const [found] = body.data
    if (!found) throw new Error(`no challenge ${key}`)
    return found
  }

  it('copies the listed paths only, the licences among them', () => {
    const listed = readFileSync(join(repoRoot, 'deploy/runtime-files.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
    for (const entry of ['apps/server/dist', 'apps/web/dist', 'config', 'ctf.key', 'LICENSE'])
      expect(listed).toContain(entry)
    expect(listed).toContain('apps/web/dist/3rdpartylicenses.txt')
    const topLevel = new Set(listed.map((entry) => entry.split('/')[0]))
    const copied = execFileSync('ls', ['-A', app], { encoding: 'utf8' }).split('\n').filter(Boolean)
    // node_modules is linked by this test, frontend/ is the operator's image mount.
    expect(new Set(copied)).toEqual(new Set([...topLevel, 'node_modules', 'frontend']))
    expect(readFileSync(join(app, 'LICENSE'), 'utf8')).toMatch(/^MIT License/)
    expect(readFileSync(join(app, 'apps/web/dist/3rdpartylicenses.txt'), 'utf8')).toContain('ngy-cookie')
  })

  it('finds the node binary usable by the shop user', () => {
    const [file, args] = command(['-e', 'process.stdout.write(String(process.getuid()))'])
    const result = spawnSync(file, args, { cwd: app, encoding: 'utf8' })
    expect(result.status, `${process.execPath} is not runnable for uid ${shopUser}: ${result.stderr}`).toBe(0)
    expect(result.stdout).toBe(String(asRoot ? shopUser : process.getuid?.()))
  })

  it('starts, keeps a solve in SHOP_DATA_DIR and still has it after a restart', async () => {
    await start()
    await fetch(`http://127.0.0.1:${port}/assets/public/images/padding/1px.png`)
    const before = await challenge('scoreBoardChallenge')
    expect(before.solved).toBe(true)
    await stop()

    await start()
    const after = await challenge('scoreBoardChallenge')
    expect(after).toEqual({ ...after, solved: true, updatedAt: before.updatedAt })
    // The Web3 chain (a child process) starts and deploys as this user, too.
    const network = await fetch(`http://127.0.0.1:${port}/rest/web3/network`)
    expect(network.status, log).toBe(200)
    await stop()
  })

  it('starts in workshop mode, where the Kubernetes probes ask /workshop/api/settings', async () => {
    await start({ WORKSHOP: 'true', TRAINER_PASSWORD: 'read-only-trainer' }, '/workshop/api/settings')
    // Without a team cookie the shop's own paths (MultiJuicer's probe path among them) answer 401.
    expect((await fetch(`http://127.0.0.1:${port}/rest/admin/application-version`)).status).toBe(401)
    await stop()
  })

  it('serves mounted images and downloads a configured logo URL into SHOP_DATA_DIR', async () => {
    const logo = Buffer.from('the event sponsor logo')
    const images: Server = createServer((req, res) => {
      if (req.url === '/branding/event-logo.png')
        res.writeHead(200, { 'Content-Type': 'image/png' }).end(logo)
      else res.writeHead(404).end()
    })
    await new Promise<void>((done) => images.listen(0, '127.0.0.1', done))
    const imageOrigin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`
    // An operator's profile outside the (read-only) installation, found through SHOP_CONFIG_DIR.
    writeFileSync(
      join(state, 'profiles', 'event.yml'),
      `application:\n  logo: '${imageOrigin}/branding/event-logo.png'\n  favicon: '${imageOrigin}/branding/gone.ico'\n`,
    )
    try {
      await start({ NODE_ENV: 'event', SHOP_CONFIG_DIR: join(state, 'profiles') })
      const base = `http://127.0.0.1:${port}`
      const mounted = await fetch(`${base}/assets/public/images/sponsor-logo.png`)
      expect(await mounted.text()).toBe('mounted by the operator')
      await expect
        .poll(async () =>
          Buffer.from(await (await fetch(`${base}/assets/public/images/event-logo.png`)).arrayBuffer()),
        )
        .toEqual(logo)
      // The favicon cannot be downloaded: the default one is served under its name, with one warning in the log.
      const favicon = await fetch(`${base}/assets/public/gone.ico`)
      expect(Buffer.from(await favicon.arrayBuffer())).toEqual(
        readFileSync(join(repoRoot, 'data/static/assets/public/favicon_js.ico')),
      )
      expect(await (await fetch(`${base}/`)).text()).toContain('assets/public/gone.ico')
      await expect.poll(() => log.match(/could not be downloaded/g)?.length ?? 0).toBe(1)
      expect(log).toContain('application.favicon')
    } finally {
      await stop()
      await new Promise<void>((done) => images.close(() => done()))
    }
  })

  it('matches the Dockerfile: same node flags as npm start, numeric user, state outside the catalogue folder', () => {
    const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8')
    expect(dockerfile).toContain(`CMD ${JSON.stringify(startArguments()).replaceAll(',', ', ')}`)
    expect(dockerfile).toMatch(/^USER 65532:65532$/m)
    expect(dockerfile).toMatch(/^WORKDIR \/juice-shop$/m)
    expect(dockerfile).toMatch(/^EXPOSE 3000$/m)
    expect(dockerfile).toMatch(/sh deploy\/copy-runtime-files\.sh \/out/)
    const dataDir = /SHOP_DATA_DIR=(\S+)/.exec(dockerfile)?.[1]
    expect(dataDir).toBe('/juice-shop/shop-data')
    expect(dockerfile).toContain(`VOLUME ${dataDir}`)
  })
})
