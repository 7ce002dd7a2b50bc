import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ctfFlag } from '../challenges/flags.js'
import { cliUsage, parseArguments, runCtfExportCli, type CliIo } from './ctf-export-cli.js'

let folder: string
let io: CliIo & { out: string[]; err: string[] }

beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'ctf-export-cli-'))
  const out: string[] = []
  const err: string[] = []
  io = { env: {}, cwd: folder, out, err, stdout: (line) => out.push(line), stderr: (line) => err.push(line) }
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

describe('npm run ctf-export', () => {
  it.each([
    [['--format', 'xml', '--hints', 'none']],
    [['--format', 'ctfd', '--hints', 'some']],
    [['--format', 'ctfd']],
    [['--format', 'ctfd', '--hints']],
    [['--format', '--hints', 'none']],
    [['--format', 'ctfd', '--hints', 'none', '--verbose']],
    [['ctfd']],
  ])('exits with 2 and the usage line for %j', async (argv) => {
    expect(await runCtfExportCli(argv, io)).toBe(2)
    expect(io.err.at(-1)).toBe(cliUsage)
    expect(cliUsage).toBe('Usage: --format ctfd|fbctf|rtb --hints none|free|paid [--out FILE]')
    expect(readdirSync(folder)).toEqual([])
  })

  it('writes the file under the tool name into the current folder by default', async () => {
    expect(await runCtfExportCli(['--format', 'rtb', '--hints', 'free'], io)).toBe(0)
    const [name] = readdirSync(folder)
    expect(name).toMatch(/^OWASP_Juice_Shop\.\d{4}-\d{2}-\d{2}\.RTB\.xml$/)
    expect(io.out).toEqual([`wrote ${path.join(folder, name ?? '')}`])
  })

  it('writes --out relative to the current folder, with the key of CTF_KEY', async () => {
    io.env = { CTF_KEY: 'cli key' }
    expect(await runCtfExportCli(['--format=ctfd', '--hints=paid', '--out', 'ctfd.csv'], io)).toBe(0)
    const csv = readFileSync(path.join(folder, 'ctfd.csv'), 'utf8')
    expect(csv).toContain(`,${ctfFlag('cli key', 'Score Board')},`)
  })

  it('follows the NODE_ENV profile: config/fbctf.yml maps countries and hides hints', async () => {
    io.env = { NODE_ENV: 'fbctf' }
    expect(await runCtfExportCli(['--format', 'fbctf', '--hints', 'paid', '--out', 'game.json'], io)).toBe(0)
    const game = JSON.parse(readFileSync(path.join(folder, 'game.json'), 'utf8')) as {
      levels: { levels: { entity_iso_code: string; hint: string }[] }
    }
    expect(game.levels.levels[0]).toMatchObject({ entity_iso_code: 'AF', hint: '' })
  })

  it('exits with 1 and says why when the default configuration has no country mapping for FBCTF', async () => {
    expect(await runCtfExportCli(['--format', 'fbctf', '--hints', 'none', '--out', 'game.json'], io)).toBe(1)
    expect(io.err).toEqual([expect.stringContaining('ctf.countryMapping')])
    expect(existsSync(path.join(folder, 'game.json'))).toBe(false)
  })

  it('exits with 1 when the file cannot be written', async () => {
    const target = path.join(folder, 'missing', 'export.csv')
    expect(await runCtfExportCli(['--format', 'ctfd', '--hints', 'none', '--out', target], io)).toBe(1)
    expect(io.err).toEqual([expect.stringContaining('ENOENT')])
  })
})

describe('parseArguments', () => {
  it('takes --name value and --name=value', () => {
    expect(parseArguments(['--format', 'ctfd', '--hints=free', '--out', 'a b.csv'])).toEqual({
      ok: true,
      values: { format: 'ctfd', hints: 'free', out: 'a b.csv' },
    })
  })

  it('names the option that is unknown or lacks its value', () => {
    expect(parseArguments(['--formats', 'ctfd'])).toEqual({ ok: false, error: 'unknown option --formats' })
    expect(parseArguments(['--out='])).toEqual({ ok: false, error: 'missing value for --out' })
  })
})
