import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DiskQuota, DiskQuotaExceededError, folderBytes } from './disk-quota.js'

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })))

function folderWith(files: Record<string, number>): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'juicy-quota-'))
  folders.push(folder)
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true })
    writeFileSync(path.join(folder, name), Buffer.alloc(bytes))
  }
  return folder
}

describe('DiskQuota', () => {
  it('measures a folder tree', async () => {
    await expect(folderBytes(folderWith({ 'a.bin': 100, 'sub/b.bin': 50 }))).resolves.toBe(150)
    await expect(folderBytes('/no/such/folder')).resolves.toBe(0)
  })

  it('lets writes fill the quota beyond the shipped files, counts writes in flight, and refuses the one too many', async () => {
    const folder = folderWith({ 'shipped.bin': 1000 })
    const quota = new DiskQuota(folder, 500, async () => 1000)
    const first = await quota.reserve(300)
    await expect(quota.reserve(300)).rejects.toBeInstanceOf(DiskQuotaExceededError) // 300 are still being written
    writeFileSync(path.join(folder, 'first.bin'), Buffer.alloc(300))
    first()
    const second = await quota.reserve(200)
    second()
    await expect(quota.reserve(1)).rejects.toThrow('Storage quota of 0 MB used up: nothing was written')
    await expect(quota.written()).resolves.toBe(500)
  })
})
