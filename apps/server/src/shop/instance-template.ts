import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** A pristine instance file tree kept in memory (about 700 KB), so that restoring one takes a few milliseconds. */
export interface InstanceTemplate {
  folders: string[]
  files: { path: string; bytes: Buffer }[]
}

/** Reads the tree below `root` (relative paths; symbolic links are not followed). */
export function readInstanceTemplate(root: string): InstanceTemplate {
  const template: InstanceTemplate = { folders: [], files: [] }
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(root, path.join(entry.parentPath, entry.name))
    if (entry.isDirectory()) template.folders.push(relative)
    else if (entry.isFile())
      template.files.push({ path: relative, bytes: readFileSync(path.join(root, relative)) })
  }
  return template
}

/**
 * Makes the tree below `root` equal to the template, touching only what differs: files and folders the template
 * lacks (uploads, written files) are removed, changed or missing files are written again. Cheaper than emptying
 * and rewriting the tree, because a reset usually finds a handful of changes.
 */
export function writeInstanceTemplate(root: string, template: InstanceTemplate): void {
  const wantedFiles = new Map(template.files.map((file) => [file.path, file.bytes]))
  const wantedFolders = new Set(template.folders)
  const presentFolders = new Set<string>()
  const entries = readdirSync(root, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    const relative = path.relative(root, path.join(entry.parentPath, entry.name))
    const absolute = path.join(root, relative)
    if (entry.isDirectory() && wantedFolders.has(relative)) presentFolders.add(relative)
    else if (entry.isFile() && wantedFiles.has(relative)) {
      const wanted = wantedFiles.get(relative) as Buffer
      if (!readFileSync(absolute).equals(wanted)) writeFileSync(absolute, wanted)
      wantedFiles.delete(relative)
    } else rmSync(absolute, { recursive: true, force: true })
  }
  for (const folder of template.folders)
    if (!presentFolders.has(folder)) mkdirSync(path.join(root, folder), { recursive: true })
  for (const [relative, bytes] of wantedFiles) writeFileSync(path.join(root, relative), bytes)
}
