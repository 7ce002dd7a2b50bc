import { spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../support/shop.js'

// The built command `npm run ctf-export` (apps/server/dist/ctf-export.js); its behaviour in detail is tested in
// apps/server/src/ctf-export/ctf-export-cli.test.ts.

interface Finished {
  code: number | null
  stdout: string
  stderr: string
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NODE_ENV: '', CTF_KEY: '', ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('npm run ctf-export', () => {
  let folder: string
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'juicy-ctf-export-'))
  })
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true })
  })

  it('exits with 2 and prints the usage line for an unknown format', async () => {
    const cli = join(repoRoot, 'apps/server/dist/ctf-export.js')
    const result = await run(process.execPath, [cli, '--format', 'pdf', '--hints', 'none'], folder)
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Usage: --format ctfd|fbctf|rtb --hints none|free|paid')
    expect(await readdir(folder)).toEqual([])
  })

  it('writes the CTFd file under the tool name into the folder it was started from', async () => {
    const result = await run(
      'npm',
      ['--prefix', repoRoot, 'run', 'ctf-export', '--', '--format', 'ctfd', '--hints', 'paid'],
      folder,
    )
    expect(result.code).toBe(0)
    const [name] = await readdir(folder)
    expect(name).toMatch(/^OWASP_Juice_Shop\.\d{4}-\d{2}-\d{2}\.CTFd\.csv$/)
    const csv = await readFile(join(folder, name ?? ''), 'utf8')
    expect(csv.split('\n')[0]).toBe(
      'name,description,category,value,type,state,max_attempts,flags,tags,type_data,hints',
    )
    expect(csv.split('\n')).toHaveLength(114)
  })

  it('writes the RootTheBox file with descriptions turned into Markdown (turndown, loaded on first use)', async () => {
    const rtbFolder = await mkdtemp(join(tmpdir(), 'juicy-ctf-export-rtb-'))
    try {
      const cli = join(repoRoot, 'apps/server/dist/ctf-export.js')
      const result = await run(process.execPath, [cli, '--format', 'rtb', '--hints', 'none'], rtbFolder, {
        INIT_CWD: rtbFolder,
      })
      expect(result.code).toBe(0)
      const [name] = await readdir(rtbFolder)
      expect(name).toMatch(/^OWASP_Juice_Shop\.\d{4}-\d{2}-\d{2}\.RTB\.xml$/)
      const xml = await readFile(join(rtbFolder, name ?? ''), 'utf8')
      expect(xml).toContain('**Difficulty**')
      expect(xml).not.toMatch(/&lt;(em|a|code) /)
    } finally {
      await rm(rtbFolder, { recursive: true, force: true })
    }
  })
})
