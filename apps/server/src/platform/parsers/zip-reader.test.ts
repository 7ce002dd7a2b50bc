import { describe, expect, it } from 'vitest'
import { buildZip } from '../../test-support/upload-payloads.js'
import { readZip, ZipError } from './zip-reader.js'

describe('readZip', () => {
  it('reads stored and deflated entries and folders under their stored names', async () => {
    const zip = buildZip([
      { name: 'folder/', content: '' },
      { name: '../../ftp/legal.md', content: 'deflated text' },
      { name: 'stored.txt', content: 'stored text', stored: true },
    ])
    expect(
      (await readZip(zip)).map(({ name, isDirectory, data }) => [name, isDirectory, data.toString()]),
    ).toEqual([
      ['folder/', true, ''],
      ['../../ftp/legal.md', false, 'deflated text'],
      ['stored.txt', false, 'stored text'],
    ])
  })

  it('refuses encrypted entries', async () => {
    await expect(readZip(buildZip([{ name: 'secret.txt', content: 'x', encrypted: true }]))).rejects.toThrow(
      'Encrypted zip entries are not supported: secret.txt',
    )
  })

  it('refuses anything that is not an intact archive', async () => {
    const zip = buildZip([{ name: 'a.txt', content: 'some content to check' }])
    await expect(readZip(Buffer.from('not a zip at all, really not'))).rejects.toThrow(ZipError)
    await expect(readZip(zip.subarray(10))).rejects.toThrow(ZipError)
    const corrupted = Buffer.from(zip)
    corrupted[40] = (corrupted[40] ?? 0) ^ 0xff
    await expect(readZip(corrupted)).rejects.toThrow(ZipError)
  })

  it('stops at the entry count and the total size, whatever the headers claim', async () => {
    const many = buildZip(Array.from({ length: 5 }, (_, i) => ({ name: `${i}.txt`, content: 'x' })))
    await expect(readZip(many, { maxEntries: 4, maxTotalBytes: 1000 })).rejects.toThrow('more than 4 entries')
    const bomb = buildZip([
      { name: 'a.bin', content: Buffer.alloc(600) },
      { name: 'b.bin', content: Buffer.alloc(600) },
    ])
    await expect(readZip(bomb, { maxEntries: 10, maxTotalBytes: 1000 })).rejects.toThrow(
      'expands beyond the limit of 1000 bytes',
    )
  })
})
