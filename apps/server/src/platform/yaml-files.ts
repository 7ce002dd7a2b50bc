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

export function compiledPathOf(file: string): string {
  return path.join(compiledDataDir, `${path.relative(appRoot, file)}.json`)
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
