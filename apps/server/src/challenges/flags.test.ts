import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { paths } from '../platform/paths.js'
import { ctfFlag, readCtfKey } from './flags.js'

const defaultKey = 'TRwzkRJnHOTckssAeyJbysWgP!Qc2T'

describe('readCtfKey', () => {
  it('reads the bundled ctf.key (30 characters, no newline)', () => {
    expect(readCtfKey({}, paths.ctfKeyFile)).toBe(defaultKey)
  })

  it('prefers a non-empty CTF_KEY environment variable', () => {
    expect(readCtfKey({ CTF_KEY: 'my-key' }, paths.ctfKeyFile)).toBe('my-key')
  })

  it('falls back to the file when CTF_KEY is empty', () => {
    expect(readCtfKey({ CTF_KEY: '' }, paths.ctfKeyFile)).toBe(defaultKey)
  })

  it('reads the content of another key file as is', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ctf-key-'))
    try {
      const file = path.join(dir, 'ctf.key')
      writeFileSync(file, 'another key')
      expect(readCtfKey({}, file)).toBe('another key')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('ctfFlag', () => {
  it("matches the reference's test vectors", () => {
    expect(ctfFlag(defaultKey, 'Score Board')).toBe('2614339936e8282e2f820f023d4d998a1f95e02a')
    expect(ctfFlag(defaultKey, 'Login Admin')).toBe('690fa3247a99d651e0b26f947baf0b79b4f404a9')
  })

  it('is 40 lowercase hex characters', () => {
    expect(ctfFlag(defaultKey, 'Imaginary Challenge')).toMatch(/^[0-9a-f]{40}$/)
  })

  it('depends on the key and on the exact name', () => {
    const flag = ctfFlag(defaultKey, 'Score Board')
    expect(ctfFlag('other key', 'Score Board')).not.toBe(flag)
    expect(ctfFlag(defaultKey, 'score board')).not.toBe(flag)
  })
})
