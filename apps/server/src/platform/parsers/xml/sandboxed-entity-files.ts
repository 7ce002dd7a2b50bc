import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'
import type { ExternalLoader } from './xml-entities.js'
import { XmlOverloadError, XmlSyntaxError } from './xml-errors.js'

/** Where a SYSTEM identifier points once mapped into the sandbox tree. */
export type SandboxedTarget =
  | { kind: 'file'; path: string }
  /** An endless device such as /dev/random: reading it never finishes. */
  | { kind: 'device' }
  | { kind: 'empty' }
  /** Network and other schemes: the sandbox has no way out. */
  | { kind: 'unsupported' }

/** Larger files would expand beyond the parser's character budget anyway. */
const MAX_FILE_BYTES = 10_000_000

const PROC_ROOT = /^\/proc\/(?:self|thread-self|\d+)\/(?:root|cwd)(?=\/|$)/
const DRIVE = /^\/*[a-z]:(?=\/|$)/i

/** The path part of a `file:` URL or a plain path; undefined for other schemes. */
function pathOf(systemId: string): string | undefined {
  const id = systemId.trim()
  if (/^file:/i.test(id)) {
    const rest = id.replace(/^file:/i, '').replace(/^\/\/localhost(?=\/)/i, '')
    try {
      return decodeURIComponent(rest)
    } catch {
      return rest
    }
  }
  if (/^[a-z][a-z0-9+.-]+:/i.test(id)) return undefined
  return id
}

/**
 * Maps a SYSTEM identifier into `root` as if `root` were the file system's root (a chroot): absolute, relative
 * (to the root, the parser's working folder), `/proc/self/root/...` and Windows drive paths all land inside it,
 * and `..` never climbs above it. Windows paths match case-insensitively, like on Windows.
 */
export function sandboxedTarget(root: string, systemId: string): SandboxedTarget {
  const raw = pathOf(systemId)
  if (raw === undefined) return { kind: 'unsupported' }
  const slashed = raw.replace(/\\/g, '/')
  const windows = DRIVE.test(slashed)
  let inside = path.posix.resolve('/', slashed.replace(DRIVE, ''))
  while (PROC_ROOT.test(inside)) inside = path.posix.resolve('/', `.${inside.replace(PROC_ROOT, '')}`)
  if (inside === '/dev/null') return { kind: 'empty' }
  if (inside.startsWith('/dev/')) return { kind: 'device' }
  const segments = inside.split('/').filter(Boolean)
  return { kind: 'file', path: windows ? caseInsensitive(root, segments) : path.join(root, ...segments) }
}

function caseInsensitive(root: string, segments: string[]): string {
  let current = root
  for (const segment of segments) {
    let names: string[] = []
    try {
      names = readdirSync(current)
    } catch {
      // not a folder: the exact spelling below fails to load with the usual message
    }
    current = path.join(
      current,
      names.find((name) => name.toLowerCase() === segment.toLowerCase()) ?? segment,
    )
  }
  return current
}

/** Reads a regular file whose real path (symbolic links followed) lies inside `root`. */
function readInside(root: string, file: string, systemId: string): string {
  const failed = () => new XmlSyntaxError(`failed to load external entity "${systemId}"`)
  let real: string
  try {
    real = realpathSync(file)
  } catch {
    throw failed()
  }
  const realRoot = realpathSync(root)
  if (!real.startsWith(realRoot + path.sep)) throw failed()
  const stats = statSync(real)
  if (!stats.isFile()) throw failed()
  if (stats.size > MAX_FILE_BYTES)
    throw new XmlOverloadError(`External entity "${systemId}" is too large to expand`)
  return readFileSync(real, 'utf8')
}

/** The external entity loader of the XML upload: files of the instance tree only, never the host's. */
export function sandboxedEntityLoader(root: string): ExternalLoader {
  return (systemId) => {
    const target = sandboxedTarget(root, systemId)
    switch (target.kind) {
      case 'device':
        throw new XmlOverloadError(`Reading "${systemId}" never ends (parser watchdog)`)
      case 'empty':
        return ''
      case 'unsupported':
        throw new XmlSyntaxError(`failed to load external entity "${systemId}"`)
      case 'file':
        return readInside(root, target.path, systemId)
    }
  }
}
