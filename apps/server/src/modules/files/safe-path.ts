import path from 'node:path'

/**
 * The absolute path of `name` inside `folder`, or undefined when it would leave the folder (every path a player
 * can influence stays inside the instance's file tree). The resolved path is compared with the folder plus a
 * separator, so a sibling whose name merely starts with the folder's name (`ftp-old/`) is outside too. NUL
 * characters never reach the file system.
 */
export function resolveInside(folder: string, name: string): string | undefined {
  if (name.includes('\0')) return undefined
  const root = path.resolve(folder)
  const resolved = path.resolve(root, name)
  if (resolved === root) return root
  return resolved.startsWith(root + path.sep) ? resolved : undefined
}
