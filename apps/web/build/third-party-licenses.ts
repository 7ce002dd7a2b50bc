import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** What the notice says about one package. */
interface PackageNotice {
  name: string
  version: string
  license: string
  licenseText: string | undefined
}

interface Manifest {
  name?: unknown
  version?: unknown
  license?: unknown
  private?: unknown
}

const licenceFileName = /^(licen[cs]e|copying)([.-][\w.-]+)?$/i

function readManifest(folder: string): Manifest | undefined {
  const file = path.join(folder, 'package.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined
}

/**
 * The folder and manifest of the package a file belongs to. Under node_modules that is the folder right after the
 * last `node_modules` (a scope counts with its name), because packages may hold further package.json files in
 * subfolders that only set the module type. Elsewhere (a linked workspace) it is the nearest package.json with a
 * name.
 */
function owningPackage(file: string): { folder: string; manifest: Manifest } | undefined {
  const marker = `${path.sep}node_modules${path.sep}`
  const at = file.lastIndexOf(marker)
  if (at >= 0) {
    const parts = file.slice(at + marker.length).split(path.sep)
    const folder =
      file.slice(0, at + marker.length) + parts.slice(0, parts[0]?.startsWith('@') ? 2 : 1).join(path.sep)
    const manifest = readManifest(folder)
    return manifest && { folder, manifest }
  }
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    const manifest = readManifest(folder)
    if (typeof manifest?.name === 'string') return { folder, manifest }
    if (path.dirname(folder) === folder) return undefined
  }
}

function licenceText(folder: string): string | undefined {
  const file = readdirSync(folder)
    .filter((name) => licenceFileName.test(name))
    .sort()[0]
  return file === undefined ? undefined : readFileSync(path.join(folder, file), 'utf8').trim()
}

function noticeOf(folder: string, manifest: Manifest): PackageNotice {
  return {
    name: String(manifest.name),
    version: typeof manifest.version === 'string' ? manifest.version : 'unknown',
    license: typeof manifest.license === 'string' ? manifest.license : 'UNKNOWN',
    licenseText: licenceText(folder),
  }
}

/** A module id as a file path: virtual modules (`\0…`) and query suffixes are not files. */
function moduleFile(id: string): string | undefined {
  if (id.startsWith('\0')) return undefined
  const file = id.split('?')[0] ?? ''
  return path.isAbsolute(file) && existsSync(file) ? file : undefined
}

/** The notice text: one block per package (name and version, licence, licence text), sorted by name. */
export function formatNotice(notices: PackageNotice[]): string {
  return (
    [...notices]
      .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
      .map(({ name, version, license, licenseText }) =>
        [`${name} ${version}`, license, licenseText].filter((line) => line !== undefined).join('\n'),
      )
      .join('\n\n') + '\n'
  )
}

/**
 * Emits `3rdpartylicenses.txt` at the root of the build: name, version and licence of every package whose code
 * ends up in the client bundle (modules the bundle actually renders), found from the bundle's module ids. Our
 * own workspaces are marked `private` and left out; everything else, from node_modules or linked, is listed.
 */
export function thirdPartyLicenses(fileName = '3rdpartylicenses.txt'): Plugin {
  return {
    name: 'juicy:third-party-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      const notices = new Map<string, PackageNotice>()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const [id, rendered] of Object.entries(output.modules)) {
          const file = moduleFile(id)
          if (file === undefined || (rendered.renderedLength === 0 && !file.endsWith('.css'))) continue
          const owner = owningPackage(file)
          if (owner === undefined || owner.manifest.private === true) continue
          const notice = noticeOf(owner.folder, owner.manifest)
          notices.set(`${notice.name}@${notice.version}`, notice)
        }
      }
      this.emitFile({ type: 'asset', fileName, source: formatNotice([...notices.values()]) })
    },
  }
}
