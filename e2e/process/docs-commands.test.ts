import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fencesOf, markdownFiles, readMarkdown, type Fence } from '../../scripts/markdown-docs.mjs'
import { freePort, repoRoot, startShop, type RunningShop } from '../support/shop.js'

// Every shell block of the README and the guides either runs here, against the built shop, or carries the word
// `illustrative` in its fence's info string (```sh illustrative). The commands this test knows how to run:
//   [VAR=value …] npm start                  started with a fresh data folder on a free port until it answers 200
//   [VAR=value …] npm run ctf-export -- …    run in a temporary folder, must exit 0 and write a file there
//   npm run check:<name>                     run in the repository, must exit 0
//   curl …                                   run with --fail against a fresh shop of the document: a workshop
//                                            (trainer password `correct-horse-battery`) when the block talks to /workshop/, else a
//                                            single shop; localhost:3000 is replaced by the shop's address
// Commands of one document run in order in one temporary folder, so a cookie jar written by one block is read by
// the next. Documentation text must not tell anyone to type something this test has not seen work.

const shellLanguages = new Set(['sh', 'bash', 'shell', 'console', 'zsh'])
const documentedPassword = 'correct-horse-battery'

interface Block {
  file: string
  fence: Fence
}

type Command =
  | { kind: 'start'; env: Record<string, string> }
  | { kind: 'ctf-export'; env: Record<string, string>; args: string }
  | { kind: 'check'; script: string }
  | { kind: 'curl'; line: string }

const documents = markdownFiles().filter((file) => !file.startsWith('data/') && !file.startsWith('packages/'))
const blocks: Block[] = documents.flatMap((file) =>
  fencesOf(readMarkdown(file)).map((fence) => ({ file, fence })),
)
const isShell = ({ fence }: Block) => shellLanguages.has(fence.language)
const isRunnable = (block: Block) => isShell(block) && !block.fence.flags.includes('illustrative')

/** The block's commands: continuation lines joined, blank lines and comments left out. */
function commandLines(code: string): string[] {
  return code
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
}

const assignments = (prefix: string): Record<string, string> =>
  Object.fromEntries(
    prefix
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=', 2) as [string, string]),
  )

function parseCommand(line: string): Command | null {
  const envPrefix = '((?:[A-Z_]+=[^\\s\'"$`]+\\s+)*)'
  const start = new RegExp(`^${envPrefix}npm start$`).exec(line)
  if (start) return { kind: 'start', env: assignments(start[1] ?? '') }
  const ctfExport = new RegExp(`^${envPrefix}npm run ctf-export -- ([\\w .=-]+)$`).exec(line)
  if (ctfExport) return { kind: 'ctf-export', env: assignments(ctfExport[1] ?? ''), args: ctfExport[2] ?? '' }
  const check = /^npm run (check:[\w-]+)$/.exec(line)
  if (check) return { kind: 'check', script: check[1] ?? '' }
  if (/^curl\s/.test(line) && !/[;&|`$<>]/.test(line.replaceAll('&hints', '').replaceAll("'", ''))) {
    return { kind: 'curl', line }
  }
  return null
}

interface Finished {
  code: number | null
  output: string
}

/** Runs a shell line (only ones parseCommand accepted) and collects what it printed. */
function run(line: string, cwd: string, env: Record<string, string> = {}): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', line], {
      cwd,
      env: { ...process.env, NODE_ENV: '', CTF_KEY: '', ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, output }))
  })
}

/** `npm start` as documented, until the shop (or workshop) answers 200; then stopped with its whole process group. */
async function startAsDocumented(env: Record<string, string>): Promise<void> {
  const port = await freePort()
  const dataDir = await mkdtemp(join(tmpdir(), 'juicy-docs-start-'))
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: '', CTF_KEY: '', ...env, PORT: String(port), SHOP_DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  try {
    const deadline = Date.now() + 30_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`)
      if (Date.now() > deadline) throw new Error(`npm start did not answer within 30 s:\n${output}`)
      const answers = await Promise.all(
        ['/rest/admin/application-version', '/workshop/api/settings'].map((path) =>
          fetch(`http://localhost:${port}${path}`).then(
            (response) => response.status,
            () => 0,
          ),
        ),
      )
      if (answers.includes(200)) break
      await new Promise((wait) => setTimeout(wait, 100))
    }
  } finally {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
    await exited
    await rm(dataDir, { recursive: true, force: true })
  }
}

describe('shell commands in the documentation', () => {
  it('finds the documentation and its shell blocks', () => {
    expect(documents).toEqual(
      expect.arrayContaining(['README.md', 'docs/trainers.md', 'docs/contributing.md']),
    )
    expect(blocks.filter(isRunnable).length).toBeGreaterThan(5)
  })

  it('names the language of every fenced block', () => {
    const unnamed = blocks
      .filter(({ fence }) => fence.language === '')
      .map(({ file, fence }) => `${file}:${fence.line}`)
    expect(unnamed).toEqual([])
  })

  it('marks every shell block it cannot run as illustrative', () => {
    const unknown = blocks.filter(isRunnable).flatMap(({ file, fence }) =>
      commandLines(fence.code)
        .filter((line) => parseCommand(line) === null)
        .map((line) => `${file}:${fence.line}: ${line}`),
    )
    expect(unknown).toEqual([])
  })
})

for (const file of documents) {
  const runnable = blocks.filter((block) => block.file === file && isRunnable(block))
  if (runnable.length === 0) continue

  describe(`shell blocks of ${file}`, () => {
    let folder: string | undefined
    const shops = new Map<'single' | 'workshop', RunningShop>()
    const workFolder = async () => (folder ??= await mkdtemp(join(tmpdir(), 'juicy-docs-')))
    const shopFor = async (target: 'single' | 'workshop') => {
      const running =
        shops.get(target) ??
        (await startShop(
          target === 'workshop' ? { WORKSHOP: 'true', TRAINER_PASSWORD: documentedPassword } : {},
        ))
      shops.set(target, running)
      return running
    }

    afterAll(async () => {
      for (const shop of shops.values()) await shop.stop()
      if (folder) await rm(folder, { recursive: true, force: true })
    })

    for (const { fence } of runnable) {
      it(`runs the block at line ${fence.line}`, async () => {
        const target = fence.code.includes('/workshop/') ? 'workshop' : 'single'
        for (const line of commandLines(fence.code)) {
          const command = parseCommand(line)
          if (command === null) throw new Error(`cannot run: ${line}`)
          const cwd = await workFolder()
          if (command.kind === 'start') {
            await startAsDocumented(command.env)
          } else if (command.kind === 'ctf-export') {
            const before = new Set(await readdir(cwd))
            const result = await run(
              `npm --prefix '${repoRoot}' run ctf-export -- ${command.args}`,
              cwd,
              command.env,
            )
            expect(result.code, `${line}\n${result.output}`).toBe(0)
            expect((await readdir(cwd)).filter((name) => !before.has(name))).toHaveLength(1)
          } else if (command.kind === 'check') {
            const result = await run(`npm run ${command.script}`, repoRoot)
            expect(result.code, `${line}\n${result.output}`).toBe(0)
          } else {
            const shop = await shopFor(target)
            const local = command.line
              .replace(/^curl\s/, 'curl --silent --show-error --fail ')
              .replaceAll('localhost:3000', `localhost:${shop.port}`)
              .replaceAll('localhost:3001', (shop.trainerUrl ?? '').replace('http://', ''))
            const result = await run(local, cwd)
            expect(result.code, `${line}\n${result.output}\n${shop.output().slice(-2000)}`).toBe(0)
          }
        }
      })
    }
  })
}
