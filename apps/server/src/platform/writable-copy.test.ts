import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { copyWritable } from './writable-copy.js'

const modeOf = (file: string) => statSync(file).mode & 0o777
const OWNER_WRITE = 0o200

describe('copyWritable', () => {
  const roots: string[] = []
  const folder = () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'juicy-copy-'))
    roots.push(root)
    return root
  }
  afterEach(() => {
    // Innermost first: a read-only source folder must become writable again before its parent is removed.
    for (const root of roots.splice(0).reverse()) {
      if (!existsSync(root)) continue
      chmodSync(root, 0o755)
      rmSync(root, { recursive: true, force: true })
    }
  })

  /** A shipped tree as a read-only image has it: files 0o444, folders 0o555. */
  const readOnlyTree = () => {
    const root = folder()
    mkdirSync(path.join(root, 'csaf'))
    writeFileSync(path.join(root, 'csaf', 'provider-metadata.json'), '{}')
    writeFileSync(path.join(root, 'security.txt'), 'Contact: x')
    chmodSync(path.join(root, 'csaf', 'provider-metadata.json'), 0o444)
    chmodSync(path.join(root, 'security.txt'), 0o444)
    chmodSync(path.join(root, 'csaf'), 0o555)
    roots.push(path.join(root, 'csaf'))
    return root
  }

  it('gives copies of read-only files and folders modes their owner can write, not the source modes', () => {
    const target = path.join(folder(), 'well-known')
    copyWritable(readOnlyTree(), target, { replace: false })
    expect(modeOf(path.join(target, 'csaf')) & 0o700).toBe(0o700)
    for (const file of ['security.txt', 'csaf/provider-metadata.json']) {
      expect(modeOf(path.join(target, file)) & OWNER_WRITE, file).toBe(OWNER_WRITE)
      expect(modeOf(path.join(target, file)) & 0o111, file).toBe(0)
    }
    writeFileSync(path.join(target, 'csaf', 'provider-metadata.json'), '{"rewritten":true}')
  })

  it('keeps files already at the destination unless asked to replace them', () => {
    const source = readOnlyTree()
    const target = folder()
    writeFileSync(path.join(target, 'security.txt'), 'changed by a player')
    copyWritable(source, target, { replace: false })
    expect(readFileSync(path.join(target, 'security.txt'), 'utf8')).toBe('changed by a player')
    copyWritable(source, target, { replace: true })
    expect(readFileSync(path.join(target, 'security.txt'), 'utf8')).toBe('Contact: x')
  })

  it('replaces a read-only file an older copy left behind with a writable one', () => {
    const source = readOnlyTree()
    const target = folder()
    writeFileSync(path.join(target, 'security.txt'), 'old copy')
    chmodSync(path.join(target, 'security.txt'), 0o444)
    copyWritable(path.join(source, 'security.txt'), path.join(target, 'security.txt'), { replace: true })
    expect(readFileSync(path.join(target, 'security.txt'), 'utf8')).toBe('Contact: x')
    expect(modeOf(path.join(target, 'security.txt')) & OWNER_WRITE).toBe(OWNER_WRITE)
  })
})
