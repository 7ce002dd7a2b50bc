import path from 'node:path'
import { configKeyDescriptions } from '../descriptions/index.js'
import { environmentVariables, buildAndTestEnvironmentVariables } from '../environment-variables.js'
import { loadConfig, mergeConfig, validateConfig } from '../loader.js'
import { configSchema } from '../schema.js'
import { listConfigKeys } from './config-keys.js'
import { descriptionProblems, environmentProblems } from './completeness.js'
import { environmentReadsBelow } from './environment-reads.js'
import { bundledProfiles, profileProblems } from './profiles.js'
import { renderReference } from './render-reference.js'

/**
 * docs/configuration.md (unformatted) and what keeps it from being complete, for the repository at `root`.
 * scripts/config-reference.mjs bundles this module, formats the text with prettier, and writes or compares it.
 */
export function buildConfigReference(root: string): { markdown: string; problems: string[] } {
  const configDir = path.join(root, 'config')
  const keys = listConfigKeys(configSchema)
  const profiles = bundledProfiles(configDir)
  const defaults = loadConfig({ configDir, env: {} })
  const environment = [...environmentVariables, ...buildAndTestEnvironmentVariables]
  const problems = [
    ...descriptionProblems(keys, configKeyDescriptions),
    ...environmentProblems(
      environmentReadsBelow(path.join(root, 'apps', 'server', 'src')),
      environment,
      keys,
    ),
    ...profileProblems(profiles),
  ]
  const markdown = renderReference({
    keys,
    descriptions: configKeyDescriptions,
    defaults,
    environment: environmentVariables,
    testEnvironment: buildAndTestEnvironmentVariables,
    profiles,
    validationExample: validationMessage(defaults, { application: { theme: 'rainbow' } }),
  })
  return { markdown, problems }
}

function validationMessage(defaults: object, change: Record<string, unknown>): string {
  try {
    validateConfig(mergeConfig({ ...defaults }, change))
    return '(accepted)'
  } catch (error) {
    return (error as Error).message
  }
}
