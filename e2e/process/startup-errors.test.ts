import { spawn } from 'node:child_process'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, repoRoot } from '../support/shop.js'

interface Ending {
  code: number | null
  seconds: number
  lines: string[]
}

/** Runs the built shop until it exits on its own (killed after 20 s, which fails the test). */
async function runUntilExit(env: Record<string, string>): Promise<Ending> {
  const started = Date.now()
  const child = spawn(process.execPath, ['apps/server/dist/main.cjs'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
  const code = await new Promise<number | null>((done) => child.once('close', (exitCode) => done(exitCode)))
  clearTimeout(timer)
  const lines = output.split('\n').filter((line) => line.trim() !== '')
  return { code, seconds: (Date.now() - started) / 1000, lines }
}

/** Exit code 1 within seconds, and one line that names what to fix, without stack frames. */
function expectOneLineFailure(ending: Ending, ...mentions: string[]): void {
  expect(ending.code, ending.lines.join('\n')).toBe(1)
  expect(ending.seconds).toBeLessThan(15)
  expect(ending.lines).toHaveLength(1)
  const [line = ''] = ending.lines
  expect(line).not.toContain('    at ')
  for (const mention of mentions) expect(line).toContain(mention)
}

const runsAsRoot = process.getuid?.() === 0

describe('start-up errors end the process with one line', () => {
  let scratch: string
  let port: number
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'juicy-startup-'))
    port = await freePort()
  })
  afterAll(async () => {
    await chmod(join(scratch, 'read-only'), 0o755).catch(() => undefined)
    await rm(scratch, { recursive: true, force: true })
  })

  it('names a data folder that cannot be written (below a regular file, unwritable even for root)', async () => {
    await writeFile(join(scratch, 'file.txt'), 'not a folder')
    const dataDir = join(scratch, 'file.txt', 'data')
    const ending = await runUntilExit({ PORT: String(port), SHOP_DATA_DIR: dataDir })
    expectOneLineFailure(ending, dataDir, 'SHOP_DATA_DIR', 'writable')
  })

  // Root writes into a 0o555 folder anyway, so this case only proves something for an ordinary user.
  it.skipIf(runsAsRoot)(
    'names a read-only data folder (skipped as root: permissions do not stop root)',
    async () => {
      const dataDir = join(scratch, 'read-only')
      await mkdir(dataDir)
      await chmod(dataDir, 0o555)
      const ending = await runUntilExit({ PORT: String(port), SHOP_DATA_DIR: dataDir })
      expectOneLineFailure(ending, dataDir, 'SHOP_DATA_DIR', `user ${process.getuid?.()}`)
    },
  )

  it('names a data folder whose parent folder does not exist', async () => {
    const dataDir = join(scratch, 'missing', 'data')
    const ending = await runUntilExit({ PORT: String(port), SHOP_DATA_DIR: dataDir })
    expectOneLineFailure(ending, dataDir, join(scratch, 'missing'), 'SHOP_DATA_DIR')
  })

  it('names a port another program already listens on, and PORT', async () => {
    const blocker: Server = createServer()
    await new Promise<void>((listening) => blocker.listen(port, listening))
    try {
      const ending = await runUntilExit({ PORT: String(port), SHOP_DATA_DIR: join(scratch, 'busy-port') })
      expectOneLineFailure(ending, `Port ${port}`, 'PORT')
    } finally {
      await new Promise((closed) => blocker.close(closed))
    }
  })
})
