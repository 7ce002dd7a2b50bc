import { readdirSync, statSync, type Stats } from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'
import { html, trustedHtml, type SafeHtml } from '../../views/template.js'
import { resolveInside } from './safe-path.js'

/** `icons` shows a grid of names (like the reference's /ftp), `details` adds size and date columns. */
export type ListingView = 'icons' | 'details'

interface Entry {
  name: string
  directory: boolean
  size: number
  modified: Date
}

const style = trustedHtml(`
body{margin:0;padding:24px 32px;font-family:"Helvetica Neue",Arial,sans-serif;background:#fafafa;color:#263238}
h1{font-weight:400;font-size:1.4rem}
ul{list-style:none;padding:0;margin:0}
ul.icons{display:flex;flex-wrap:wrap;gap:8px}
ul.icons li{width:220px}
a{display:flex;align-items:center;gap:8px;padding:6px 8px;border-radius:4px;color:#263238;text-decoration:none}
a:hover{background:#e0f2f1}
.icon::before{content:"\\1F4C4";width:20px}
.icon.dir::before{content:"\\1F4C1"}
.icon.up::before{content:"\\2B06"}
ul.details li{display:flex}ul.details a{flex:1}
.size,.date{padding:6px 8px;color:#607d8b;font-size:.9em;white-space:nowrap}
.size{width:100px;text-align:right}.date{width:200px}
`)

function readEntries(folder: string): Entry[] {
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name): Entry[] => {
      let stats: Stats
      try {
        stats = statSync(path.join(folder, name))
      } catch {
        return [] // removed while listing
      }
      return [{ name, directory: stats.isDirectory(), size: stats.size, modified: stats.mtime }]
    })
    .sort((a, b) => Number(b.directory) - Number(a.directory) || a.name.localeCompare(b.name))
}

/** Links relative to the requested folder, so the listing also works behind a path prefix. */
function linkPrefix(requestPath: string): string {
  if (requestPath.endsWith('/')) return ''
  return `${requestPath.slice(requestPath.lastIndexOf('/') + 1)}/`
}

function renderEntry(entry: Entry, prefix: string, view: ListingView): SafeHtml {
  const href = `${prefix}${encodeURIComponent(entry.name)}${entry.directory ? '/' : ''}`
  const link = html`<a href="${href}" class="icon${entry.directory ? ' dir' : ''}" title="${entry.name}"
    >${entry.name}</a
  >`
  if (view === 'icons') return html`<li>${link}</li>`
  const size = entry.directory ? '' : String(entry.size)
  return html`<li>
    ${link}<span class="size">${size}</span><span class="date">${entry.modified.toUTCString()}</span>
  </li>`
}

export function renderListing(
  title: string,
  requestPath: string,
  entries: Entry[],
  view: ListingView,
): string {
  const prefix = linkPrefix(requestPath)
  const up = requestPath.endsWith('/') ? '../' : './'
  return html`<!DOCTYPE html>
    <html>
      <head>
        <meta charset="utf-8" />
        <title>listing directory ${title}</title>
        <style>
          ${style}
        </style>
      </head>
      <body>
        <h1>${title}</h1>
        <ul class="${view}">
          <li><a href="${up}" class="icon up">..</a></li>
          ${entries.map((entry) => renderEntry(entry, prefix, view))}
        </ul>
      </body>
    </html>`.markup
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

function isDirectory(target: string): boolean {
  try {
    return statSync(target).isDirectory()
  } catch {
    return false
  }
}

/**
 * A directory index of `folder` for GET/HEAD requests whose path (relative to the mount point) names the folder
 * or a sub-folder of it; everything else passes on. Paths that would leave the folder are never listed.
 */
export function directoryListing(folder: string, view: ListingView): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const relative = safeDecode(req.path)
    const requestPath = safeDecode(req.originalUrl.split('?')[0] ?? '')
    if (relative === undefined || requestPath === undefined) return next()
    const target = resolveInside(folder, `.${relative}`)
    if (!target || !isDirectory(target)) return next()
    const title = requestPath.length > 1 ? requestPath.replace(/\/$/, '') : requestPath
    res.type('html').send(renderListing(title, requestPath, readEntries(target), view))
  }
}
