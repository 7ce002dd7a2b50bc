import { existsSync, readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import path from 'node:path'
import express, { type RequestHandler } from 'express'
import { imageFileName } from '../../config/image-file-name.js'
import type { ShopConfig } from '../../config/schema.js'
import { escapeHtml } from './html.js'
import { answerPreparedPage, type PreparedPage } from './prepared-page.js'

const fallbackIndex = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>OWASP Juice Shop</title>
<meta name="description" content="Probably the most modern and sophisticated insecure web application"></head>
<body class="bluegrey-lightgreen-theme"><p>The client has not been built yet: run <code>npm run build</code>.</p></body></html>`

/** The client's index.html with name, favicon and theme of the configuration (done once at start). */
export function customisedIndexHtml(webDist: string, config: ShopConfig): string {
  const file = path.join(webDist, 'index.html')
  const html = existsSync(file) ? readFileSync(file, 'utf8') : fallbackIndex
  const { name, favicon, theme } = config.application
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(name)}</title>`)
    .replace(/favicon_js\.ico/g, escapeHtml(encodeURIComponent(imageFileName(favicon))))
    .replace('bluegrey-lightgreen-theme', `${theme}-theme`)
}

/** Answers with the client's index page (prepared once: see prepared-page.ts). */
export const serveIndex =
  (indexPage: PreparedPage): RequestHandler =>
  (req, res) =>
    answerPreparedPage(req, res, indexPage)

const hasFileExtension = (pathname: string): boolean => /\.[^/]+$/.test(pathname)

/** The client build's chunks and media carry a content hash in their names (the entry keeps its reference name). */
const hashedBuildFile = /[/\\](chunks|media)[/\\][^/\\]+-[\w-]{8}\.\w+$/

/** A file whose name changes with its content never needs revalidating: browsers keep it for a year. */
export function cacheHashedFiles(res: ServerResponse, file: string): void {
  if (hashedBuildFile.test(file)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
}

/**
 * Static files: the instance tree first (runtime uploads), then images an operator mounted where the reference's
 * image folder is (MultiJuicer does), then configured images downloaded at start, then our bundled assets, then the
 * client build. `index.html` is never served from disk so that the customised copy is the only one.
 */
export function staticFiles(folders: {
  instanceRoot: string
  instanceVideos: string
  mountedImages?: string
  brandingDir?: string
  staticDir: string
  webDist: string
  webPublic: string
}): RequestHandler {
  const router = express.Router()
  const options = { index: false, fallthrough: true, dotfiles: 'ignore' as const }
  router.use('/assets', express.static(path.join(folders.instanceRoot, 'assets'), options))
  router.use('/assets/public/videos', express.static(folders.instanceVideos, options))
  if (folders.mountedImages)
    router.use('/assets/public/images', express.static(folders.mountedImages, options))
  if (folders.brandingDir)
    router.use('/assets', express.static(path.join(folders.brandingDir, 'assets'), options))
  router.use('/assets', express.static(path.join(folders.staticDir, 'assets'), options))
  router.use(express.static(folders.webDist, { ...options, setHeaders: cacheHashedFiles }))
  // Without a client build (server tests, development) the translation files come from the sources.
  router.use('/assets/i18n', express.static(path.join(folders.webPublic, 'assets', 'i18n'), options))
  // Only a path whose last segment has a file extension can be a file here: API calls skip the disk lookups.
  return (req, res, next) => (hasFileExtension(req.path) ? router(req, res, next) : next())
}
