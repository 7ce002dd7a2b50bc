import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveInside } from './safe-path.js'

const root = path.resolve('/srv/instance/ftp')

describe('resolveInside', () => {
  it('resolves names inside the folder', () => {
    expect(resolveInside(root, 'legal.md')).toBe(path.join(root, 'legal.md'))
    expect(resolveInside(root, 'quarantine/a.url')).toBe(path.join(root, 'quarantine', 'a.url'))
    expect(resolveInside(root, '.')).toBe(root)
  })

  it.each([
    '..',
    '../secret',
    'a/../../secret',
    '/etc/passwd',
    '/proc/self/root/etc/passwd',
    '../ftp-old/x',
    'a\0.md',
  ])('refuses %s', (name) => {
    expect(resolveInside(root, name)).toBeUndefined()
  })
})
