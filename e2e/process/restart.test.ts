import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, repoRoot } from '../support/shop.js'

/** Starts the built shop on `dataDir` the way `npm start` does and waits until it answers. */
async function launch(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/main.cjs'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), SHOP_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/rest/admin/application-version`)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 50))
  }
  child.kill('SIGKILL')
  throw new Error('shop did not start')
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGKILL')
  await exited
}

async function solved(port: number, key: string): Promise<{ solved: boolean; updatedAt: string }> {
  const response = await fetch(`http://127.0.0.1:${port}/api/challenges?key=${key}`)
  const body = (await response.json()) as { data: { solved: boolean; updatedAt: string }[] }
  const [challenge] = body.data
  if (!challenge) throw new Error(`no challenge ${key}`)
  return challenge
}

describe('progress across a crash', () => {
  let dataDir: string
  let port: number
  let child: ChildProcess | undefined

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'juicy-restart-'))
    port = await freePort()
  })
  afterAll(async () => {
    if (child) await kill(child)
    await rm(dataDir, { recursive: true, force: true })
  })

  it('keeps a challenge solved after the server is killed with SIGKILL and started again', async () => {
    child = await launch(dataDir, port)
    await fetch(`http://127.0.0.1:${port}/assets/public/images/padding/1px.png`)
    const before = await solved(port, 'scoreBoardChallenge')
    expect(before.solved).toBe(true)
    await kill(child)

    child = await launch(dataDir, port)
    const after = await solved(port, 'scoreBoardChallenge')
    expect(after).toEqual({ ...after, solved: true, updatedAt: before.updatedAt })
    expect((await solved(port, 'errorHandlingChallenge')).solved).toBe(false)
  })

  it('starts unsolved with an empty data folder', async () => {
    if (child) await kill(child)
    const emptyDir = await mkdtemp(join(tmpdir(), 'juicy-restart-empty-'))
    child = await launch(emptyDir, port)
    expect((await solved(port, 'scoreBoardChallenge')).solved).toBe(false)
    await kill(child)
    await rm(emptyDir, { recursive: true, force: true })
  })
})
