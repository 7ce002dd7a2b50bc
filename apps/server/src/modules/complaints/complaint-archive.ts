import { existsSync, lstatSync, mkdirSync, realpathSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { HttpError } from '../../platform/http/errors.js'
import { withinQuota } from '../../shop/storage.js'
import { readZip, ZipError, type ZipEntry } from '../../platform/parsers/zip-reader.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'

/** Whether `target` lies below `folder` (the separator matters: `/srv/shop-evil` is not inside `/srv/shop`). */
const isInside = (folder: string, target: string): boolean => target.startsWith(folder + path.sep)

/** The real path of `folder` or of its nearest existing ancestor (symbolic links followed). */
function realAncestor(folder: string): string {
  for (let current = folder; ; current = path.dirname(current)) {
    if (existsSync(current) || current === path.dirname(current)) return realpathSync(current)
  }
}

/** Writes one entry unless it would leave the instance tree, even through a symbolic link; says whether it wrote. */
async function writeEntry(root: string, target: string, entry: ZipEntry): Promise<boolean> {
  const realRoot = realpathSync(root)
  const folder = entry.isDirectory ? target : path.dirname(target)
  const reachable = (real: string) => real === realRoot || isInside(realRoot, real)
  try {
    if (!reachable(realAncestor(folder))) return false
    mkdirSync(folder, { recursive: true })
    if (entry.isDirectory || !reachable(realpathSync(folder))) return false
    const existing = lstatSync(target, { throwIfNoEntry: false })
    if (existing && !existing.isFile()) return false
    await writeFile(target, entry.data)
    return true
  } catch {
    return false // an entry the file system refuses (odd name, a file where a folder should be) is skipped
  }
}

/**
 * Unpacks a complaint archive below `<instance>/uploads/complaints/` under the entries' stored names. Names with
 * `../` climb out of that folder (Zip Slip); the only guard keeps writes inside the instance tree, so shipped files
 * such as `ftp/legal.md` can be overwritten. Broken or encrypted archives are refused before anything is written.
 */
export async function extractComplaintArchive(shop: Shop, zip: Buffer, request: RequestFacts): Promise<void> {
  let entries: ZipEntry[]
  try {
    entries = await readZip(zip)
  } catch (error) {
    if (error instanceof ZipError) throw new HttpError(500, error.message, 'ZipError')
    throw error
  }
  const bytes = entries.reduce((sum, entry) => sum + entry.data.length, 0)
  await withinQuota(shop, bytes, () => writeEntries(shop, entries, request))
}

async function writeEntries(shop: Shop, entries: ZipEntry[], request: RequestFacts): Promise<void> {
  const root = shop.files.root
  const folder = path.join(root, 'uploads', 'complaints')
  mkdirSync(folder, { recursive: true })
  for (const entry of entries) {
    const target = path.resolve(folder, entry.name) // vuln-code-snippet vuln-line fileWriteChallenge
    if (!isInside(root, target) || !(await writeEntry(root, target, entry))) continue
    const relative = path.relative(root, target).split(path.sep).join('/')
    shop.events.publish('complaint.archiveEntryWritten', { entryName: entry.name, target: relative, request })
  }
}
