import { releases, type KeyDescriptions } from '../descriptions/index.js'
import type { EnvironmentVariable } from '../environment-variables.js'
import { flattenKeys, type ConfigKey } from './config-keys.js'

/**
 * What keeps the reference complete, as `<name>: <problem>` lines: every schema key has a description and a known
 * release, and every description belongs to a schema key (a renamed key cannot leave its old text behind).
 */
export function descriptionProblems(keys: ConfigKey[], descriptions: KeyDescriptions): string[] {
  const paths = flattenKeys(keys).map((key) => key.path)
  const known = new Set(paths)
  const problems: string[] = []
  for (const path of paths) {
    const entry = Object.hasOwn(descriptions, path) ? descriptions[path] : undefined
    if (!entry?.description.trim()) problems.push(`${path}: no description`)
    if (!entry || !(releases as readonly string[]).includes(entry.since))
      problems.push(`${path}: no "since" naming a release (${releases.join(', ')})`)
  }
  for (const path of Object.keys(descriptions))
    if (!known.has(path)) problems.push(`${path}: described, but the schema has no such key`)
  return problems
}

/**
 * Every variable the sources read is described, every described variable is still read, and every key a variable
 * overrides exists.
 */
export function environmentProblems(
  read: Iterable<string>,
  described: EnvironmentVariable[],
  keys: ConfigKey[],
): string[] {
  const readNames = new Set(read)
  const describedNames = new Set(described.map((variable) => variable.name))
  const keyPaths = new Set(flattenKeys(keys).map((key) => key.path))
  return [
    ...[...readNames]
      .filter((name) => !describedNames.has(name))
      .map((name) => `${name}: read by the server but not described (config/environment-variables.ts)`),
    ...[...describedNames]
      .filter((name) => !readNames.has(name))
      .map((name) => `${name}: described, but the server never reads it`),
    ...described
      .filter((variable) => variable.overrides !== undefined && !keyPaths.has(variable.overrides))
      .map((variable) => `${variable.name}: overrides ${variable.overrides}, which the schema does not have`),
  ]
}
