import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readInstanceTemplate, writeInstanceTemplate } from './instance-template.js'

describe('instance templates', () => {
  const roots: string[] = []
  const tree = (files: Record<string, string>) => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'juicy-template-'))
    roots.push(root)
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), content)
    }
    return root
  }
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
  })

  it('restores changed and deleted files, removes added files and folders, recreates empty folders', () => {
    const pristine = tree({ 'ftp/legal.md': 'legal', 'ftp/acquisitions.md': 'secret', 'logs/.keep': '' })
    mkdirSync(path.join(pristine, 'uploads', 'complaints'), { recursive: true })
    const template = readInstanceTemplate(pristine)
    const played = tree({
      'ftp/legal.md': 'overwritten',
      'uploads/complaints/x/evil.txt': 'added',
      'logs/.keep': '',
    })
    writeInstanceTemplate(played, template)
    expect(readFileSync(path.join(played, 'ftp/legal.md'), 'utf8')).toBe('legal')
    expect(readFileSync(path.join(played, 'ftp/acquisitions.md'), 'utf8')).toBe('secret')
    expect(existsSync(path.join(played, 'uploads/complaints/x'))).toBe(false)
    expect(existsSync(path.join(played, 'uploads/complaints'))).toBe(true)
    expect(readInstanceTemplate(played)).toEqual(template)
  })
})
