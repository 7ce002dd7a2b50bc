import { existsSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { appRoot } from './paths.js'

/**
 * Reads a YAML file of the repository. `npm run build` compiles the bundled YAML files to JSON
 * (scripts/compile-data.mjs) because parsing them at every start costs more time than the rest of the start-up;
 * a compiled copy is used only while its recorded source modification time still matches, so edited or mounted
 * files are always read fresh.
 */
export const compiledDataDir = path.join(appRoot, 'apps', 'server', 'dist', 'compiled-data')

interface CompiledFile {
  mtimeMs: number
  value: unknown
}

const require = createRequire(import.meta.url)

/** Where the build writes what it compiled from `file`: its JSON copy, or another record with its own `suffix`. */
export function compiledPathOf(file: string, suffix = '.json'): string {
  return path.join(compiledDataDir, `${path.relative(appRoot, file)}${suffix}`)
}

/**
 * What the build compiled from `file` into `compiled` (by default its JSON copy), or undefined when there is no such
 * record or `file` has changed since.
 */
export function compiledValueOf(file: string, compiled = compiledPathOf(file)): unknown {
  if (!existsSync(compiled)) return undefined
  const cached = JSON.parse(readFileSync(compiled, 'utf8')) as CompiledFile
  return cached.mtimeMs === statSync(file).mtimeMs ? cached.value : undefined
}

export function readYamlFile(file: string): unknown {
  const compiled = compiledValueOf(file)
  if (compiled !== undefined) return compiled
  // Loaded on demand: most starts never need the YAML parser.
  const YAML = require('yaml') as typeof import('yaml')
  return YAML.parse(readFileSync(file, 'utf8'))
}
