import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { ShopConfig } from '../config/schema.js'
import { folderBytes } from '../platform/disk-quota.js'
import { copyWritable, replaceFile } from '../platform/writable-copy.js'
import { writeHostStandIns } from './host-stand-ins.js'
import type { InstanceFiles } from './instance-files.js'

/** Seconds each start-up task took, reported by /metrics as `<prefix>_startup_duration_seconds{task}`. */
export type StartupDurations = Record<string, number>

const timed = (durations: StartupDurations, task: string, work: () => void): void => {
  const start = process.hrtime.bigint()
  work()
  durations[task] = Number(process.hrtime.bigint() - start) / 1e9
}

/** Copies what is missing, so files players changed on purpose (uploads, order PDFs) survive a restart. */
const copyMissing = (from: string, to: string): void => copyWritable(from, to, { replace: false })

/** Puts a shipped file or folder back as shipped. */
const restore = (from: string, to: string): void => {
  if (existsSync(from)) copyWritable(from, to, { replace: true })
}

/** Checkout writes order confirmations into /ftp; they belong to one run only. */
function cleanUpFtpFolder(ftp: string): void {
  for (const file of readdirSync(ftp)) {
    if (file.toLowerCase().endsWith('.pdf')) rmSync(path.join(ftp, file), { force: true })
  }
}

/** The files rewritten from configuration at every start; the shipped originals stay untouched. */
function customiseFiles(files: InstanceFiles, staticDir: string, config: ShopConfig): void {
  const metadata = path.join('csaf', 'provider-metadata.json')
  const original = readFileSync(path.join(staticDir, 'well-known', metadata), 'utf8')
  replaceFile(
    path.join(files.wellKnown, metadata),
    original.replaceAll('http://localhost:3000', config.server.baseUrl),
  )
  const planetPage = readFileSync(path.join(staticDir, 'assets', 'private', 'threejs-demo.html'), 'utf8')
  const title = `Welcome to Planet ${config.application.easterEggPlanet.name}`.replace(/[<&>]/g, '')
  replaceFile(
    path.join(files.privateAssets, 'threejs-demo.html'),
    planetPage.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`),
  )
}

/**
 * Gives the instance tree its served files: the shipped ftp, key, well-known and private
 * files are copied once; `ftp/legal.md` is restored from the pristine copy (Arbitrary File Write overwrites
 * it) and order confirmations are deleted at every start.
 */
export function installInstanceContent(
  files: InstanceFiles,
  staticDir: string,
  config: ShopConfig,
): StartupDurations {
  const durations: StartupDurations = {}
  timed(durations, 'cleanupFtpFolder', () => cleanUpFtpFolder(files.ftp))
  timed(durations, 'copyStaticFiles', () => {
    copyMissing(path.join(staticDir, 'ftp'), files.ftp)
    copyMissing(path.join(staticDir, 'encryptionkeys'), files.keys)
    copyMissing(path.join(staticDir, 'well-known'), files.wellKnown)
    copyMissing(path.join(staticDir, 'assets', 'private'), files.privateAssets)
  })
  timed(durations, 'restoreOverwrittenFiles', () => {
    restore(path.join(staticDir, 'ftp', 'legal.md'), path.join(files.ftp, 'legal.md'))
    // Video XSS overwrites the subtitles; the video and its subtitles come back pristine at every start.
    restore(path.join(staticDir, 'assets', 'public', 'videos'), files.videos)
    // A copy of the application manifest, so the erasure layout exploit (`../package.json`) reads it in the tree.
    restore(path.join(staticDir, '..', '..', 'package.json'), path.join(files.root, 'package.json'))
    // What XXE payloads read instead of the host's /etc/passwd and C:/Windows/system.ini.
    writeHostStandIns(files.root)
  })
  timed(durations, 'customizeFiles', () => customiseFiles(files, staticDir, config))
  return durations
}

const shippedBytesByStaticDir = new Map<string, Promise<number>>()

/**
 * Bytes of the files installInstanceContent ships into an instance folder (measured once per process): what a
 * shop's storage quota does not charge it for.
 */
export function shippedInstanceBytes(staticDir: string): Promise<number> {
  let bytes = shippedBytesByStaticDir.get(staticDir)
  if (!bytes) {
    const sources = [
      path.join(staticDir, 'ftp'),
      path.join(staticDir, 'encryptionkeys'),
      path.join(staticDir, 'well-known'),
      path.join(staticDir, 'assets', 'private'),
      path.join(staticDir, 'assets', 'public', 'videos'),
    ]
    const manifest = path.join(staticDir, '..', '..', 'package.json')
    bytes = Promise.all([
      ...sources.map(folderBytes),
      stat(manifest).then(
        (s) => s.size,
        () => 0,
      ),
    ]).then((sizes) => sizes.reduce((sum, size) => sum + size, 0))
    shippedBytesByStaticDir.set(staticDir, bytes)
  }
  return bytes
}
