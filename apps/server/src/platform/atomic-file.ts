import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs'
import path from 'node:path'

/**
 * Replaces `file` with `text` so that a crash (even SIGKILL or a power cut) leaves either the old or the new
 * content: written to a temporary file beside it, flushed to disk, then renamed over the old one.
 */
export function writeFileAtomically(
  file: string,
  text: string | Uint8Array,
  options: { mode?: number } = {},
): void {
  mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  const fd = openSync(temporary, 'w', options.mode)
  try {
    if (typeof text === 'string') writeSync(fd, text)
    else writeSync(fd, text)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temporary, file)
}
