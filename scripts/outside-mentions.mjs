// Finds mentions of places outside the repository in every text file of it (source, scripts, data, Markdown …):
// the team's working folders and the private files they hold, which people who clone the repository do not have.
// Used by the link check (scripts/check-links.mjs, npm run check:links).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { repositoryFiles } from './repository-files.mjs'

/**
 * Mentions of outside places: the team's working folders, the private specification and architecture files by
 * name, and citations of a specification's numbered sections. A URL path such as
 * `https://semver.org/spec/v2.0.0.html` is not one.
 */
export const outsidePattern = new RegExp(
  [
    String.raw`\/work\/`,
    String.raw`(?:\.\.\/)+shared\b`,
    String.raw`\bshared\/spec\b`,
    String.raw`(?<![\w./-])spec\/`,
    // the repository's own docs/architecture.md and docs/api.md, named as such, are not the private files
    String.raw`(?<!docs\/|\.\/|\()\bARCHITECTURE\.md\b`,
    String.raw`(?<!docs\/|\.\/|\()\b(?:data|api|contracts)\.md\b`,
    String.raw`\bchallenges-[ab]\.yml\b`,
    String.raw`\bproduct-[a-z-]+\.md\b`,
    String.raw`\b(?:product|checkout|catalogue) spec\b`,
    String.raw`\bspec\b[^\n]{0,12}§`,
    String.raw`\(§\s?\d`,
  ].join('|'),
  'i',
)

/** Files that mention outside places on purpose, each with the reason. Paths relative to the repository root. */
export const allowedFiles = new Map([
  [
    'e2e/process/link-check.test.ts',
    'its small test repository mentions outside places, so the test can show that the check reports them',
  ],
])

/** Files never scanned: generated, and listing registry URLs only. */
const skippedFiles = new Set(['package-lock.json'])

/** Git's own test: a NUL byte in the first 8000 bytes makes a file binary. */
const isBinary = (bytes) => bytes.subarray(0, 8000).includes(0)

/** `file:line: mentions a place outside the repository` for every such line of every text file under `root`. */
export function outsideMentions(root) {
  const problems = []
  let scanned = 0
  for (const file of repositoryFiles(root)) {
    if (skippedFiles.has(file) || allowedFiles.has(file)) continue
    let bytes
    try {
      bytes = readFileSync(path.join(root, file))
    } catch {
      continue // listed but deleted in the working tree
    }
    if (isBinary(bytes)) continue
    scanned += 1
    bytes
      .toString('utf8')
      .split('\n')
      .forEach((text, index) => {
        if (outsidePattern.test(text))
          problems.push(`${file}:${index + 1}: mentions a place outside the repository`)
      })
  }
  return { problems, scanned }
}
