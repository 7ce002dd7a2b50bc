import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface Profile {
  name: string
  /** The profile file's opening comment: what the profile is for, in one line. */
  purpose: string
}

/**
 * The bundled profiles (every YAML file in the configuration folder but the default), sorted by name. Each states its
 * purpose in its first line, a comment, so the purpose stays with the settings it explains.
 */
export function bundledProfiles(configDir: string): Profile[] {
  return readdirSync(configDir)
    .filter((file) => /\.ya?ml$/.test(file) && !/^default\./.test(file))
    .sort()
    .map((file) => {
      const [firstLine = ''] = readFileSync(path.join(configDir, file), 'utf8').split('\n', 1)
      const purpose = firstLine.startsWith('#') ? firstLine.replace(/^#\s*/, '').trim() : ''
      return { name: file.replace(/\.ya?ml$/, ''), purpose }
    })
}

export const profileProblems = (profiles: Profile[]): string[] =>
  profiles
    .filter((profile) => !profile.purpose)
    .map(
      (profile) =>
        `config/${profile.name}.yml: the first line must be a comment saying what the profile is for`,
    )
