import { existsSync } from 'node:fs'
import path from 'node:path'
import { StartupError } from '../platform/startup-error.js'
import { readYamlFile } from '../platform/yaml-files.js'
import { checkConfigRules } from './rules.js'
import { configSchema, type ShopConfig } from './schema.js'

/** An invalid configuration: a start-up error whose message names the file or key. */
export class ConfigError extends StartupError {
  override name = 'ConfigError'
}

type Tree = Record<string, unknown>

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Deep merge as the reference does: objects merge by key, arrays and scalars replace, null removes. */
export function mergeConfig(base: Tree, overlay: Tree): Tree {
  const merged: Tree = { ...base }
  for (const [key, value] of Object.entries(overlay)) {
    const current = merged[key]
    if (value === null && !isTree(current) && !Array.isArray(current)) merged[key] = null
    else if (value === null) delete merged[key]
    else if (isTree(value) && isTree(current)) merged[key] = mergeConfig(current, value)
    else merged[key] = value
  }
  return merged
}

function readYaml(file: string): Tree {
  let parsed: unknown
  try {
    parsed = readYamlFile(file)
  } catch (error) {
    throw new ConfigError(`${file}: ${(error as Error).message}`)
  }
  if (parsed === null || parsed === undefined) return {}
  if (!isTree(parsed)) throw new ConfigError(`${file}: the top level must be a mapping`)
  return parsed
}

export interface LoadConfigOptions {
  configDir: string
  env?: NodeJS.ProcessEnv
  /** Extra values merged last (tests use this to vary single keys). */
  overrides?: Tree
  /** Told what an operator probably did not mean, without stopping the start (the server logs it). */
  warn?: (message: string) => void
}

/** NODE_ENV values that platforms and tools set for their own reasons: naming no profile is expected of them. */
const conventionalNodeEnvs = new Set(['production', 'development', 'test'])

const PROFILE_NAME = /^[A-Za-z0-9][\w.-]*$/

/**
 * Loads `default.yml`, then `${NODE_ENV}.yml|.yaml`, then environment variables; validates everything. The profile
 * is looked up in `SHOP_CONFIG_DIR` first when that is set (an operator's own profiles outside the installation),
 * then in the configuration folder.
 */
export function loadConfig({
  configDir,
  env = process.env,
  overrides = {},
  warn = () => undefined,
}: LoadConfigOptions): ShopConfig {
  let tree = readYaml(path.join(configDir, 'default.yml'))
  const profile = env.NODE_ENV
  if (profile) {
    // A profile names a file in the configuration folder, never a path elsewhere.
    if (!PROFILE_NAME.test(profile))
      throw new ConfigError(
        `NODE_ENV "${profile}" is not a profile name: use letters, digits, ".", "_" and "-"`,
      )
    const folders = env.SHOP_CONFIG_DIR ? [path.resolve(env.SHOP_CONFIG_DIR), configDir] : [configDir]
    const candidates = folders.flatMap((folder) =>
      ['yml', 'yaml'].map((ext) => path.join(folder, `${profile}.${ext}`)),
    )
    const file = candidates.find((candidate) => existsSync(candidate))
    if (file) tree = mergeConfig(tree, readYaml(file))
    else if (!conventionalNodeEnvs.has(profile))
      warn(
        `NODE_ENV "${profile}" names no profile (looked for ${candidates.map((c) => path.basename(c)).join(', ')} in ${folders.join(' and ')}): running with the defaults`,
      )
  }
  tree = mergeConfig(tree, environmentOverrides(env))
  tree = mergeConfig(tree, overrides)
  return validateConfig(tree)
}

function environmentOverrides(env: NodeJS.ProcessEnv): Tree {
  const server: Tree = {}
  if (env.PORT) server.port = env.PORT
  if (env.BASE_PATH !== undefined) server.basePath = env.BASE_PATH
  const overrides: Tree = Object.keys(server).length > 0 ? { server } : {}
  const workshop: Tree = {}
  if (env.WORKSHOP !== undefined) workshop.enabled = parseSwitch('WORKSHOP', env.WORKSHOP)
  if (env.TRAINER_PORT) workshop.trainerPort = env.TRAINER_PORT
  if (env.TRAINER_HOST) workshop.trainerHost = env.TRAINER_HOST
  if (Object.keys(workshop).length > 0) overrides.workshop = workshop
  return overrides
}

/** `true`/`false` (also `1`/`0`, `yes`/`no`, `on`/`off`) for an environment variable that switches a feature. */
function parseSwitch(name: string, value: string): boolean {
  const normalised = value.trim().toLowerCase()
  if (['true', '1', 'yes', 'on'].includes(normalised)) return true
  if (['false', '0', 'no', 'off', ''].includes(normalised)) return false
  throw new ConfigError(`${name}: expected true or false, got "${value}"`)
}

export function validateConfig(tree: Tree): ShopConfig {
  // Parsed once per start: zod's compiled fast path would cost more to generate than it saves here.
  const result = configSchema.safeParse(tree, { jitless: true })
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    )
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const problems = checkConfigRules(result.data)
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  return result.data
}
