import { readFileSync } from 'node:fs'
import path from 'node:path'
import kdbxweb from 'kdbxweb'
import { describe, expect, it } from 'vitest'
import { paths } from '../../platform/paths.js'

const file = path.join(paths.staticDir, 'ftp', 'incident-support.kdbx')

async function open(password: string): Promise<kdbxweb.Kdbx> {
  const bytes = readFileSync(file)
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  return kdbxweb.Kdbx.load(data, new kdbxweb.KdbxCredentials(kdbxweb.ProtectedValue.fromString(password)))
}

const text = (entry: kdbxweb.KdbxEntry, field: string): string => {
  const value = entry.fields.get(field)
  return value instanceof kdbxweb.ProtectedValue ? value.getText() : (value ?? '')
}

describe('data/static/ftp/incident-support.kdbx (Login Support Team)', () => {
  it('is a KDBX 3.1 file with AES key derivation', async () => {
    const db = await open('Support2022!')
    expect([db.versionMajor, db.versionMinor]).toEqual([3, 1])
    expect(db.header.kdfParameters).toBeUndefined()
    expect(db.header.keyEncryptionRounds).toBeGreaterThan(0)
  })

  it("opens with the master password and holds the support team's prod credentials", async () => {
    const db = await open('Support2022!')
    const root = db.getDefaultGroup()
    expect(root.name).toBe('incident-support')
    const prod = root.entries.find((entry) => text(entry, 'Title') === 'prod')
    expect(prod && text(prod, 'UserName')).toBe('support@juice-sh.op')
    expect(prod && text(prod, 'Password')).toBe('J6aVjTgOpRs@?5l!Zkq2AYnCE@RF$P')
    expect(prod && text(prod, 'URL')).toBe('juice-shop.herokuapp.com')
  })

  it('lets int and dev reference the prod credentials, and keeps a recycle bin with two samples', async () => {
    const db = await open('Support2022!')
    const root = db.getDefaultGroup()
    const prod = root.entries.find((entry) => text(entry, 'Title') === 'prod')
    const hex = Buffer.from(prod?.uuid.toBytes() ?? new ArrayBuffer(0))
      .toString('hex')
      .toUpperCase()
    const urls: Record<string, string> = { int: 'juice-shop-staging.herokuapp.com', dev: 'localhost:3000' }
    for (const [title, url] of Object.entries(urls)) {
      const entry = root.entries.find((candidate) => text(candidate, 'Title') === title)
      expect(entry && text(entry, 'UserName')).toBe(`{REF:U@I:${hex}}`)
      expect(entry && text(entry, 'Password')).toBe(`{REF:P@I:${hex}}`)
      expect(entry && text(entry, 'URL')).toBe(url)
    }
    const bin = root.groups.find((group) => group.name === 'Recycle Bin')
    expect(bin?.entries).toHaveLength(2)
  })

  it('refuses a wrong master password', async () => {
    await expect(open('Support2021!')).rejects.toThrow()
  })
})
