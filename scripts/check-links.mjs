#!/usr/bin/env node
// Fails when a Markdown file of the repository (README, docs/, CHANGELOG, SECURITY, templates …) links to a file or
// heading that does not exist, or points outside the repository: an absolute path or a path climbing above the root;
// and when any text file of it (code comments, scripts, data, Markdown) mentions the team's working folders or
// private files, which people who clone the repository do not have (scripts/outside-mentions.mjs). Links with a
// scheme (https:, mailto:) are not fetched: the check runs offline.
// Usage: node scripts/check-links.mjs [folder]  (npm run check:links; the folder defaults to this repository)
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { anchorsOf, linksOf, markdownFiles, readMarkdown, repoRoot } from './markdown-docs.mjs'
import { outsideMentions } from './outside-mentions.mjs'

const root = path.resolve(process.argv[2] ?? repoRoot)
const documents = new Map(markdownFiles(root).map((file) => [file, readMarkdown(file, root)]))
const anchorCache = new Map()
const anchorsIn = (file) => {
  if (!anchorCache.has(file))
    anchorCache.set(file, anchorsOf(documents.get(file) ?? readMarkdown(file, root)))
  return anchorCache.get(file)
}

function problemOf(file, href) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null
  const [rawTarget, rawAnchor] = href.split('#', 2)
  const target = decodeURIComponent(rawTarget)
  const anchor = rawAnchor === undefined ? undefined : decodeURIComponent(rawAnchor)
  if (target.startsWith('/')) return `absolute path ${href}: link relative to the file instead`
  const resolved =
    target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target))
  if (resolved.startsWith('../') || resolved === '..') return `${href} points outside the repository`
  const absolute = path.join(root, resolved)
  if (!existsSync(absolute)) return `${href}: no file ${resolved}`
  if (anchor === undefined || anchor === '') return null
  if (statSync(absolute).isDirectory() || !resolved.endsWith('.md')) return null
  return anchorsIn(resolved).has(anchor) ? null : `${href}: no heading #${anchor} in ${resolved}`
}

const problems = []
for (const [file, document] of documents) {
  for (const { href, line } of linksOf(document)) {
    const problem = problemOf(file, href)
    if (problem) problems.push(`${file}:${line}: ${problem}`)
  }
}
const mentions = outsideMentions(root)
problems.push(...mentions.problems)

if (problems.length > 0) {
  console.error(problems.join('\n'))
  console.error(`check-links: ${problems.length} broken or outside link(s)`)
  process.exit(1)
}
console.log(
  `check-links: every relative link and anchor of ${documents.size} Markdown files resolves, ` +
    `and none of ${mentions.scanned} text files mentions a place outside the repository`,
)
