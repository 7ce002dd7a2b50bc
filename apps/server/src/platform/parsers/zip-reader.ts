import { crc32 } from 'node:zlib'
import yauzl, { type Entry, type ZipFile } from 'yauzl'

/** One file or folder of an archive, already decompressed and checked. */
export interface ZipEntry {
  /** The name exactly as stored in the archive (may contain `../`; callers decide where it may go). */
  name: string
  isDirectory: boolean
  data: Buffer
}

export interface ZipLimits {
  maxEntries: number
  /** Upper bound of all entries' decompressed bytes together (zip bombs stop here). */
  maxTotalBytes: number
}

export const defaultZipLimits: ZipLimits = { maxEntries: 1000, maxTotalBytes: 10 * 1024 * 1024 }

/** A broken, unsupported or oversized archive; the message is safe to show. */
export class ZipError extends Error {
  override name = 'ZipError'
}

const METHOD_STORED = 0
const METHOD_DEFLATED = 8
const UNIX_FILE_TYPE_MASK = 0o170000
const UNIX_SYMLINK = 0o120000

const isSymlink = (entry: Entry) =>
  ((entry.externalFileAttributes >>> 16) & UNIX_FILE_TYPE_MASK) === UNIX_SYMLINK

/**
 * The entry's name as stored. yauzl refuses names with `../` or a leading `/` when it decodes them itself, so names
 * are read raw (`decodeStrings: false`) and decoded here without that check, backslashes kept: Arbitrary File Write
 * (Zip Slip) needs the archive's `../../` names to reach the caller, which decides where a name may go.
 */
const storedName = (entry: Entry): string =>
  yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true)

const tooLarge = (limits: ZipLimits) =>
  new ZipError(`Zip archive expands beyond the limit of ${limits.maxTotalBytes} bytes`)

/** The entry's data, read from yauzl's stream (inflated on libuv's thread pool), checked against its CRC-32. */
async function dataOf(zipfile: ZipFile, entry: Entry, name: string): Promise<Buffer> {
  if (entry.isEncrypted()) throw new ZipError(`Encrypted zip entries are not supported: ${name}`)
  if (entry.compressionMethod !== METHOD_STORED && entry.compressionMethod !== METHOD_DEFLATED)
    throw new ZipError(`Unsupported zip compression method ${entry.compressionMethod} for ${name}`)
  const chunks: Buffer[] = []
  for await (const chunk of await zipfile.openReadStreamPromise(entry)) chunks.push(chunk as Buffer)
  const data = Buffer.concat(chunks)
  if (crc32(data) !== entry.crc32) throw new ZipError(`Invalid zip archive: ${name} fails its checksum`)
  return data
}

/**
 * Reads a whole archive (stored and deflated entries) into memory with yauzl, bounded by `limits`: the entry count
 * and the declared sizes are checked before anything is inflated, and yauzl stops a stream that yields more than its
 * entry declared. Symbolic links are left out. Rejects with a ZipError for anything it cannot or will not read,
 * before the caller writes a single file.
 */
export async function readZip(zip: Buffer, limits: ZipLimits = defaultZipLimits): Promise<ZipEntry[]> {
  let zipfile: ZipFile
  try {
    zipfile = await yauzl.fromBufferPromise(zip, { lazyEntries: true, decodeStrings: false })
  } catch (error) {
    throw new ZipError(`Invalid zip archive: ${(error as Error).message}`)
  }
  try {
    if (zipfile.entryCount > limits.maxEntries)
      throw new ZipError(`Zip archive has more than ${limits.maxEntries} entries`)
    const entries: ZipEntry[] = []
    let budget = limits.maxTotalBytes
    for await (const entry of zipfile.eachEntry()) {
      if (isSymlink(entry)) continue
      const name = storedName(entry)
      const isDirectory = name.endsWith('/')
      if (!isDirectory && entry.uncompressedSize > budget) throw tooLarge(limits)
      const data = isDirectory ? Buffer.alloc(0) : await dataOf(zipfile, entry, name)
      budget -= data.length
      entries.push({ name, isDirectory, data })
    }
    return entries
  } catch (error) {
    if (error instanceof ZipError) throw error
    throw new ZipError(`Invalid zip archive: ${(error as Error).message}`)
  } finally {
    zipfile.close()
  }
}
