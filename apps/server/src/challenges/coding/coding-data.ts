import { existsSync, readFileSync } from 'node:fs'
import { compiledPathOf, compiledValueOf } from '../../platform/yaml-files.js'

/** One fix option of a coding challenge's "fix it" phase. */
export interface CodingFix {
  /** The whole snippet with this fix applied. */
  code: string
  correct: boolean
  explanation: string
}

/**
 * A coding challenge as scripts/coding-challenges.mjs extracts it from our marked source code into
 * data/coding-challenges.json at build time (the server never reads source files).
 */
export interface CodingChallenge {
  snippet: string
  /** 1-based snippet lines a player must select. */
  vulnLines: number[]
  /** 1-based snippet lines that may be selected without penalty. */
  neutralLines: number[]
  hints: string[]
  fixes: CodingFix[]
}

/** The coding challenges by challenge key. */
export interface CodingChallenges {
  readonly size: number
  has(key: string): boolean
  get(key: string): CodingChallenge | undefined
  keys(): Iterable<string>
}

/** Where the build records the keys of `file`'s coding challenges (scripts/compile-data.mjs). */
export const compiledKeysPathOf = (file: string): string => compiledPathOf(file, '.keys.json')

/**
 * Reads the extracted coding challenges; none when the data file is missing (a checkout before its first build).
 * With the keys the build recorded (and the file unchanged since), only the keys are known at start (the catalogue's
 * `hasCodingChallenge`) and the snippets, some 650 KB of JSON, are read when one is first asked for.
 */
export function loadCodingChallenges(file: string, keysRecord = compiledKeysPathOf(file)): CodingChallenges {
  if (!existsSync(file)) return new Map()
  const read = () =>
    new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, CodingChallenge>))
  const keys = compiledValueOf(file, keysRecord) as string[] | undefined
  return keys ? new SnippetsOnDemand(keys, read) : read()
}

class SnippetsOnDemand implements CodingChallenges {
  private readonly keySet: ReadonlySet<string>
  private snippets: ReadonlyMap<string, CodingChallenge> | undefined

  constructor(
    keys: readonly string[],
    private readonly read: () => ReadonlyMap<string, CodingChallenge>,
  ) {
    this.keySet = new Set(keys)
  }

  get size(): number {
    return this.keySet.size
  }

  has(key: string): boolean {
    return this.keySet.has(key)
  }

  keys(): Iterable<string> {
    return this.keySet.keys()
  }

  get(key: string): CodingChallenge | undefined {
    if (!this.keySet.has(key)) return undefined
    this.snippets ??= this.read()
    return this.snippets.get(key)
  }
}
