import { promisify } from 'node:util'
import { crc32, inflateRaw } from 'node:zlib'

const inflateRawAsync = promisify(inflateRaw)

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

const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const CENTRAL_FILE_HEADER = 0x02014b50
const LOCAL_FILE_HEADER = 0x04034b50
const FLAG_ENCRYPTED = 0x0001
const FLAG_UTF8_NAME = 0x0800
const METHOD_STORED = 0
const METHOD_DEFLATED = 8
const UNIX_FILE_TYPE_MASK = 0o170000
const UNIX_SYMLINK = 0o120000

interface CentralRecord {
  name: string
  flags: number
  method: number
  crc: number
  compressedSize: number
  size: number
  localHeaderOffset: number
  isSymlink: boolean
}

function findEndOfCentralDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff)
  for (let offset = zip.length - 22; offset >= earliest; offset--) {
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset
  }
  throw new ZipError('Invalid zip archive: end of central directory not found')
}

function readCentralDirectory(zip: Buffer, limits: ZipLimits): CentralRecord[] {
  const end = findEndOfCentralDirectory(zip)
  const count = zip.readUInt16LE(end + 10)
  const offset = zip.readUInt32LE(end + 16)
  if (count === 0xffff || offset === 0xffffffff) throw new ZipError('ZIP64 archives are not supported')
  if (count > limits.maxEntries) throw new ZipError(`Zip archive has more than ${limits.maxEntries} entries`)
  const records: CentralRecord[] = []
  let position = offset
  for (let index = 0; index < count; index++) {
    if (position + 46 > zip.length || zip.readUInt32LE(position) !== CENTRAL_FILE_HEADER) {
      throw new ZipError('Invalid zip archive: broken central directory')
    }
    const flags = zip.readUInt16LE(position + 8)
    const nameLength = zip.readUInt16LE(position + 28)
    const extraLength = zip.readUInt16LE(position + 30)
    const commentLength = zip.readUInt16LE(position + 32)
    const nameBytes = zip.subarray(position + 46, position + 46 + nameLength)
    records.push({
      name: nameBytes.toString(flags & FLAG_UTF8_NAME ? 'utf8' : 'latin1'),
      flags,
      method: zip.readUInt16LE(position + 10),
      crc: zip.readUInt32LE(position + 16),
      compressedSize: zip.readUInt32LE(position + 20),
      size: zip.readUInt32LE(position + 24),
      isSymlink: ((zip.readUInt32LE(position + 38) >>> 16) & UNIX_FILE_TYPE_MASK) === UNIX_SYMLINK,
      localHeaderOffset: zip.readUInt32LE(position + 42),
    })
    position += 46 + nameLength + extraLength + commentLength
  }
  return records
}

function compressedData(zip: Buffer, record: CentralRecord): Buffer {
  const header = record.localHeaderOffset
  if (header + 30 > zip.length || zip.readUInt32LE(header) !== LOCAL_FILE_HEADER) {
    throw new ZipError(`Invalid zip archive: local header of ${record.name} not found`)
  }
  const start = header + 30 + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28)
  if (start + record.compressedSize > zip.length)
    throw new ZipError(`Invalid zip archive: ${record.name} is cut off`)
  return zip.subarray(start, start + record.compressedSize)
}

async function decompress(
  zip: Buffer,
  record: CentralRecord,
  budget: number,
  limits: ZipLimits,
): Promise<Buffer> {
  if (record.flags & FLAG_ENCRYPTED)
    throw new ZipError(`Encrypted zip entries are not supported: ${record.name}`)
  const raw = compressedData(zip, record)
  let data: Buffer
  if (record.method === METHOD_STORED) {
    data = raw
  } else if (record.method === METHOD_DEFLATED) {
    try {
      // The declared size is not trusted: inflating stops at the remaining budget whatever the header says.
      data = await inflateRawAsync(raw, { maxOutputLength: Math.max(1, budget) })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(limits)
      throw new ZipError(`Invalid zip archive: ${record.name} cannot be inflated`)
    }
  } else {
    throw new ZipError(`Unsupported zip compression method ${record.method} for ${record.name}`)
  }
  if (data.length > budget) throw tooLarge(limits)
  if (data.length !== record.size || crc32(data) !== record.crc) {
    throw new ZipError(`Invalid zip archive: ${record.name} fails its checksum`)
  }
  return data
}

const tooLarge = (limits: ZipLimits) =>
  new ZipError(`Zip archive expands beyond the limit of ${limits.maxTotalBytes} bytes`)

/**
 * Reads a whole archive (stored and deflated entries) into memory, bounded by `limits`; inflating runs on libuv's
 * thread pool, not the event loop. Symbolic links are left out. Rejects with a ZipError for anything it cannot or
 * will not read, before the caller writes a single file.
 */
export async function readZip(zip: Buffer, limits: ZipLimits = defaultZipLimits): Promise<ZipEntry[]> {
  if (zip.length < 22) throw new ZipError('Invalid zip archive: too short')
  const entries: ZipEntry[] = []
  let budget = limits.maxTotalBytes
  for (const record of readCentralDirectory(zip, limits)) {
    if (record.isSymlink) continue
    const isDirectory = record.name.endsWith('/')
    const data = isDirectory ? Buffer.alloc(0) : await decompress(zip, record, budget, limits)
    budget -= data.length
    entries.push({ name: record.name, isDirectory, data })
  }
  return entries
}
