// The files of a repository as its checks see them: tracked and new (not ignored) ones.
import { execFileSync } from 'node:child_process'

/** Tracked and new (not ignored) files matching `pathspecs` (all when none), relative to `root`, sorted. */
export function repositoryFiles(root, pathspecs = []) {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...pathspecs],
    { cwd: root, encoding: 'utf8' },
  )
  return [...new Set(listed.split('\0').filter(Boolean))].sort()
}
