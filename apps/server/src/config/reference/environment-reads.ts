import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** `env.<NAME>` (or `process.env.<NAME>`): how every module of the server reads a variable. */
const environmentRead = /\benv\.([A-Z][A-Z0-9_]*)\b/g

/** Names of the environment variables read anywhere in the TypeScript files below `folder`, tests included. */
export function environmentReadsBelow(folder: string): Set<string> {
  const names = new Set<string>()
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
    for (const [, name] of source.matchAll(environmentRead)) if (name) names.add(name)
  }
  return names
}
