import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
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
 * Copies a file or a folder tree, giving every copy an ordinary mode instead of the source's: files shipped in a
 * read-only tree (a container image) become writable copies. Without `replace`, files already at the destination
 * are kept. Files are copied by the kernel (`copyFileSync`), not read into memory and written back.
 */
export function copyWritable(from: string, to: string, { replace }: { replace: boolean }): void {
  if (statSync(from).isDirectory()) copyFolder(from, to, replace)
  else copyFile(from, to, replace)
}

function copyFolder(from: string, to: string, replace: boolean): void {
  mkdirSync(to, { recursive: true, mode: FOLDER_MODE })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) copyFolder(source, target, replace)
    else copyFile(source, target, replace)
  }
}

function copyFile(from: string, to: string, replace: boolean): void {
  if (!replace && existsSync(to)) return
  // An older read-only copy could not be opened for writing: it goes first.
  if (replace) rmSync(to, { force: true })
  copyFileSync(from, to)
  chmodSync(to, FILE_MODE)
}
