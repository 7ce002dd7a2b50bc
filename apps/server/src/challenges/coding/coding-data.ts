import { existsSync, readFileSync } from 'node:fs'

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

export type CodingChallenges = ReadonlyMap<string, CodingChallenge>

/** Reads the extracted coding challenges; none when the data file is missing (a checkout before its first build). */
export function loadCodingChallenges(file: string): CodingChallenges {
  if (!existsSync(file)) return new Map()
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, CodingChallenge>
  return new Map(Object.entries(parsed))
}
