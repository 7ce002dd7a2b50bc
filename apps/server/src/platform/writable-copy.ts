import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Modes of what the shop writes into its data folder: the running user may change it later. */
const FILE_MODE = 0o644
const FOLDER_MODE = 0o755

/**
 * Writes `bytes` as a new file with an ordinary mode, replacing what is there (even a read-only file left by an
 * older copy, which `writeFileSync` alone could not open).
 */
export function replaceFile(file: string, bytes: string | Buffer): void {
  rmSync(file, { force: true })
  writeFileSync(file, bytes, { mode: FILE_MODE })
}

/**
 * Copies a file or a folder tree by writing contents, never modes: files shipped in a read-only tree (a container
 * image) become writable copies. Without `replace`, files already at the destination are kept.
 */
export function copyWritable(from: string, to: string, { replace }: { replace: boolean }): void {
  if (statSync(from).isDirectory()) {
    mkdirSync(to, { recursive: true, mode: FOLDER_MODE })
    for (const entry of readdirSync(from))
      copyWritable(path.join(from, entry), path.join(to, entry), { replace })
  } else if (replace || !existsSync(to)) replaceFile(to, readFileSync(from))
}
