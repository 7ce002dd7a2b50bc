// The repository's Markdown files read once with markdown-it: their links, heading anchors and fenced code blocks.
// Used by the link check (scripts/check-links.mjs) and the test that runs the documentation's commands
// (e2e/process/docs-commands.test.ts), so both read Markdown exactly as a renderer does.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import GithubSlugger from 'github-slugger'
import MarkdownIt from 'markdown-it'
import { repositoryFiles } from './repository-files.mjs'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const markdown = new MarkdownIt({ html: true })

/** Tracked and new (not ignored) Markdown files, relative to the repository root, sorted. */
export function markdownFiles(root = repoRoot) {
  return repositoryFiles(root, ['*.md'])
}

/** One Markdown file: its text and markdown-it's tokens. */
export function readMarkdown(file, root = repoRoot) {
  const source = readFileSync(path.join(root, file), 'utf8')
  return { file, source, tokens: markdown.parse(source, {}) }
}

const lineOf = (token) => (token.map ? token.map[0] + 1 : 0)
const htmlAttributes = (html, names) =>
  [...html.matchAll(new RegExp(`\\b(?:${names})\\s*=\\s*["']([^"']*)["']`, 'gi'))].map((match) => match[1])

/** Anchors a link may name in this document: GitHub's heading slugs and explicit HTML ids and names. */
export function anchorsOf({ tokens }) {
  const slugger = new GithubSlugger()
  const anchors = new Set()
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      const text = (tokens[index + 1].children ?? [])
        .filter((child) => child.type === 'text' || child.type === 'code_inline')
        .map((child) => child.content)
        .join('')
      anchors.add(slugger.slug(text))
    }
    if (token.type === 'html_block' || token.type === 'html_inline') {
      for (const id of htmlAttributes(token.content, 'id|name')) anchors.add(id)
    }
    for (const child of token.children ?? []) {
      if (child.type === 'html_inline')
        for (const id of htmlAttributes(child.content, 'id|name')) anchors.add(id)
    }
  })
  return anchors
}

/** Every link and image target of the document, with its line (a table cell's: its row's). */
export function linksOf({ tokens }) {
  const links = []
  let line = 0
  for (const token of tokens) {
    if (token.map) line = token.map[0] + 1
    const html = token.type === 'html_block' ? [token.content] : []
    const children = token.children ?? []
    for (const child of children) {
      if (child.type === 'link_open') links.push({ href: child.attrGet('href'), line })
      if (child.type === 'image') links.push({ href: child.attrGet('src'), line })
      if (child.type === 'html_inline') html.push(child.content)
    }
    for (const content of html)
      for (const href of htmlAttributes(content, 'href|src')) links.push({ href, line })
  }
  return links
}

/** Fenced code blocks: the info string split into language and flags, the code, and the line of the fence. */
export function fencesOf({ tokens }) {
  return tokens
    .filter((token) => token.type === 'fence')
    .map((token) => {
      const [language = '', ...flags] = token.info.trim().split(/\s+/)
      return { language, flags, code: token.content, line: lineOf(token) }
    })
}
