import { mkdirSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The shop instance's own file tree: everything players can write or read through features lives here. */
export interface InstanceFiles {
  root: string
  uploads: string
  ftp: string
  logs: string
  /** Served at /encryptionkeys. */
  keys: string
  /** Served at /.well-known. */
  wellKnown: string
  /** Easter egg page and premium wallpaper (also served below /assets/private). */
  privateAssets: string
  /**
   * Promotion video and subtitles (served below /assets/public/videos; the subtitles are restored at start). The
   * folder sits where the reference's client build keeps them, so the published Zip Slip entry
   * `../../frontend/dist/frontend/assets/public/videos/owasp_promo.vtt` (Video XSS) lands on the subtitles.
   */
  videos: string
}

export function createInstanceFiles(dataDir: string | undefined): InstanceFiles {
  const root = dataDir ? path.join(dataDir, 'instance') : mkdtempSync(path.join(os.tmpdir(), 'juicy-shop-'))
  const files: InstanceFiles = {
    root,
    uploads: path.join(root, 'assets', 'public', 'images', 'uploads'),
    ftp: path.join(root, 'ftp'),
    logs: path.join(root, 'logs'),
    keys: path.join(root, 'encryptionkeys'),
    wellKnown: path.join(root, 'well-known'),
    privateAssets: path.join(root, 'assets', 'private'),
    videos: path.join(root, 'frontend', 'dist', 'frontend', 'assets', 'public', 'videos'),
  }
  makeInstanceFolders(files)
  return files
}

/** Creates the tree's folders (again, after a reset emptied it). */
export function makeInstanceFolders(files: InstanceFiles): void {
  for (const folder of [
    files.uploads,
    files.ftp,
    files.logs,
    files.keys,
    files.wellKnown,
    files.privateAssets,
    files.videos,
  ]) {
    mkdirSync(folder, { recursive: true })
  }
}
