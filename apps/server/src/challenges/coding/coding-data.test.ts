import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadCodingChallenges, type CodingChallenge } from './coding-data.js'

const challenge = (snippet: string): CodingChallenge => ({
  snippet,
  vulnLines: [1],
  neutralLines: [],
  hints: [],
  fixes: [],
})

describe('loading the coding challenges', () => {
  let folder: string
  let file: string
  let keysRecord: string

  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'juicy-coding-'))
    file = path.join(folder, 'coding-challenges.json')
    keysRecord = path.join(folder, 'coding-challenges.json.keys.json')
    writeFileSync(file, JSON.stringify({ first: challenge('one'), second: challenge('two') }))
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  const recordKeys = (keys: string[], mtimeMs = statSync(file).mtimeMs) =>
    writeFileSync(keysRecord, JSON.stringify({ mtimeMs, value: keys }))

  /** Rewrites the data file without changing its modification time, as if nobody had touched it. */
  const rewriteKeepingTime = (content: object) => {
    const { atime, mtime } = statSync(file)
    writeFileSync(file, JSON.stringify(content))
    utimesSync(file, atime, mtime)
  }

  it('knows the keys from the build record and reads the snippets at the first request for one', () => {
    recordKeys(['first', 'second'])
    const challenges = loadCodingChallenges(file, keysRecord)
    rewriteKeepingTime({ first: challenge('read later'), second: challenge('two') })

    expect(challenges.size).toBe(2)
    expect([...challenges.keys()]).toEqual(['first', 'second'])
    expect(challenges.has('first')).toBe(true)
    expect(challenges.has('third')).toBe(false)
    expect(challenges.get('third')).toBeUndefined()
    expect(challenges.get('first')?.snippet).toBe('read later')
  })

  it('reads the file at once when it changed after the build recorded its keys', () => {
    recordKeys(['stale'], statSync(file).mtimeMs - 1000)
    const challenges = loadCodingChallenges(file, keysRecord)
    rewriteKeepingTime({ other: challenge('not read') })

    expect([...challenges.keys()]).toEqual(['first', 'second'])
    expect(challenges.get('first')?.snippet).toBe('one')
  })

  it('reads the file at once without a record, and has none without the file', () => {
    expect(loadCodingChallenges(file, keysRecord).get('second')?.snippet).toBe('two')
    expect(loadCodingChallenges(path.join(folder, 'missing.json'), keysRecord).size).toBe(0)
  })
})
