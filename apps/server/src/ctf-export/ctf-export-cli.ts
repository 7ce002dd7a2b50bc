import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { ConfigError, loadConfig } from '../config/loader.js'
import { paths } from '../platform/paths.js'
import { createFoundation } from '../shop/shop-foundation.js'
import { CtfExportError, ctfExportUsage, exportCtf, parseCtfExportOptions } from './ctf-export.js'

/**
 * `npm run ctf-export -- --format ctfd|fbctf|rtb --hints none|free|paid [--out FILE]`: writes the export of a
 * single shop configured as `npm start` would configure it (config/default.yml, the NODE_ENV profile, CTF_KEY or
 * ctf.key). Exit codes: 0 written, 1 configuration or file problem, 2 bad command line.
 */
export const cliUsage = `${ctfExportUsage} [--out FILE]`

export interface CliIo {
  env: NodeJS.ProcessEnv
  /** Where a relative --out (or the default file name) lands. */
  cwd: string
  stdout: (line: string) => void
  stderr: (line: string) => void
}

type Arguments = { ok: true; values: Record<string, string> } | { ok: false; error: string }

const optionNames = ['format', 'hints', 'out']

/** `--name value` or `--name=value` for the known options; anything else is an error. */
export function parseArguments(argv: string[]): Arguments {
  const values: Record<string, string> = {}
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? ''
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(argument)
    const name = match?.[1]
    if (!match || name === undefined || !optionNames.includes(name)) {
      return { ok: false, error: `unknown option ${argument}` }
    }
    const value = match[2] ?? argv[++index]
    if (value === undefined || value === '' || (match[2] === undefined && value.startsWith('--'))) {
      return { ok: false, error: `missing value for --${name}` }
    }
    values[name] = value
  }
  return { ok: true, values }
}

/** A failed write of --out (missing folder, no permission): reported, not thrown. */
const isFileError = (error: unknown): error is NodeJS.ErrnoException =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string'

function usageError(io: CliIo, problem?: string): number {
  if (problem) io.stderr(problem)
  io.stderr(cliUsage)
  return 2
}

export async function runCtfExportCli(argv: string[], io: CliIo): Promise<number> {
  const parsed = parseArguments(argv)
  if (!parsed.ok) return usageError(io, parsed.error)
  const options = parseCtfExportOptions(parsed.values)
  if (!options.ok) return usageError(io)
  const { format, hints } = options.options
  try {
    const foundation = createFoundation({
      config: loadConfig({ configDir: paths.configDir, env: io.env }),
      env: io.env,
    })
    try {
      const file = await exportCtf({ foundation, format, hints })
      const target = path.resolve(io.cwd, parsed.values.out ?? file.filename)
      writeFileSync(target, file.body)
      io.stdout(`wrote ${target}`)
      return 0
    } finally {
      foundation.close()
    }
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof CtfExportError || isFileError(error))) throw error
    io.stderr(error.message)
    return 1
  }
}
