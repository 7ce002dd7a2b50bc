import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, repoRoot } from '../support/shop.js'

interface Workshop {
  child: ChildProcess
  base: string
  /** The trainer's listener. */
  trainerBase: string
  output: () => string
}

/** Starts the built server in workshop mode on `dataDir` (without TRAINER_PASSWORD: it generates one). */
async function launch(dataDir: string, port: number, trainerPort: number): Promise<Workshop> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    TRAINER_PORT: String(trainerPort),
    SHOP_DATA_DIR: dataDir,
    WORKSHOP: 'true',
  }
  delete env.TRAINER_PASSWORD
  const child = spawn(process.execPath, ['apps/server/dist/main.cjs'], { cwd: repoRoot, env, stdio: 'pipe' })
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const base = `http://127.0.0.1:${port}`
  const trainerBase = `http://127.0.0.1:${trainerPort}`
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    try {
      if (
        (await fetch(`${base}/workshop/api/settings`)).ok &&
        (await fetch(`${trainerBase}/workshop/trainer`)).ok
      )
        return { child, base, trainerBase, output: () => log }
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 50))
  }
  child.kill('SIGKILL')
  throw new Error(`workshop did not start:\n${log}`)
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGKILL')
  await exited
}

const post = (url: string, body: unknown, cookie = '') =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  })

const cookieOf = (response: Response) => (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? ''

async function solved(base: string, cookie: string, key: string): Promise<boolean> {
  const response = await fetch(`${base}/api/Challenges/?key=${key}`, { headers: { cookie } })
  const body = (await response.json()) as { data: { solved: boolean }[] }
  return body.data[0]?.solved === true
}

describe('workshop across a crash', () => {
  let dataDir: string
  let port: number
  let trainerPort: number
  let running: Workshop | undefined

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'juicy-workshop-restart-'))
    port = await freePort()
    trainerPort = await freePort()
  })
  afterAll(async () => {
    if (running) await kill(running.child)
    await rm(dataDir, { recursive: true, force: true })
  })

  it('keeps teams, passcodes, cookies and progress after kill -9, and starts no team shop before it is used', async () => {
    running = await launch(dataDir, port, trainerPort)
    const password = /trainer password[^:]*: ([A-Za-z0-9_-]+)/.exec(running.output())?.[1] ?? ''
    expect(password).not.toBe('')
    const hash = await readFile(join(dataDir, 'workshop', 'trainer-password.hash'), 'utf8')
    expect(hash).toMatch(/^scrypt\$/)
    expect(hash).not.toContain(password)

    const trainer = cookieOf(await post(`${running.trainerBase}/workshop/api/trainer/login`, { password }))
    const created = await post(`${running.trainerBase}/workshop/api/teams`, { name: 'red' }, trainer)
    const { passcode } = (await created.json()) as { passcode: string }
    for (let n = 1; n <= 20; n++)
      await post(`${running.trainerBase}/workshop/api/teams`, { name: `team-${n}` }, trainer)
    const player = cookieOf(await post(`${running.base}/workshop/api/join`, { team: 'red', passcode }))
    await fetch(`${running.base}/assets/public/images/padding/1px.png`, { headers: { cookie: player } })
    expect(await solved(running.base, player, 'scoreBoardChallenge')).toBe(true)

    await kill(running.child)
    running = await launch(dataDir, port, trainerPort)
    expect(running.output()).not.toMatch(/trainer password/i)

    // The trainer's session is kept on disk too: the console stays logged in across the crash.
    const sessionKept = await fetch(`${running.trainerBase}/workshop/api/teams`, {
      headers: { cookie: trainer },
    })
    expect(sessionKept.status).toBe(200)
    const trainerAgain = cookieOf(
      await post(`${running.trainerBase}/workshop/api/trainer/login`, { password }),
    )
    const metrics = await (
      await fetch(`${running.trainerBase}/workshop/metrics`, { headers: { cookie: trainerAgain } })
    ).text()
    expect(metrics).toContain('juiceshop_workshop_teams 21')
    expect(metrics).toContain('juiceshop_workshop_running_shops 0')
    expect(metrics).toContain('juiceshop_workshop_team_challenges_solved{team="red"} 1')

    expect(await solved(running.base, player, 'scoreBoardChallenge')).toBe(true)
    const rejoined = await post(`${running.base}/workshop/api/join`, { team: 'red', passcode })
    expect(rejoined.status).toBe(200)
    const teams = (await (
      await fetch(`${running.trainerBase}/workshop/api/teams`, { headers: { cookie: trainerAgain } })
    ).json()) as {
      name: string
      solved: number
    }[]
    expect(teams).toHaveLength(21)
    expect(teams.find((team) => team.name === 'red')?.solved).toBe(1)
  })
})
