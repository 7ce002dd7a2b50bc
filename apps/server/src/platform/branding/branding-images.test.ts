import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config/loader.js'
import type { ShopConfig } from '../../config/schema.js'
import { listen } from '../../test-support/test-shop.js'
import { staticFiles } from '../http/client-app.js'
import { paths } from '../paths.js'
import { configuredImageDownloads, startBrandingDownloads } from './branding-images.js'

const LOGO = Buffer.from('our own logo bytes')
const FAVICON = Buffer.from('our own favicon bytes')
const bundled = (file: string) => readFileSync(path.join(paths.staticDir, 'assets', 'public', file))

/** A small image server: /logo.png, /fav.ico, a 404, and a body larger than the limit. */
let imageServer: Server
let origin: string
let requests: string[] = []
beforeAll(async () => {
  imageServer = createServer((req, res) => {
    requests.push(req.url ?? '')
    if (req.url?.startsWith('/brand/My%20Logo.png')) res.end(LOGO)
    else if (req.url === '/fav.ico') res.end(FAVICON)
    else if (req.url === '/huge.png') res.end(Buffer.alloc(4096))
    else res.writeHead(404).end()
  })
  origin = await listen(imageServer)
})
afterAll(() => new Promise<void>((done) => imageServer.close(() => done())))

const config = (overrides: Record<string, unknown>): ShopConfig =>
  loadConfig({ configDir: paths.configDir, env: {}, overrides })

function recordingLogger() {
  const lines: { level: string; fields: unknown; message: string }[] = []
  return {
    lines,
    info: (fields: unknown, message: string) => lines.push({ level: 'info', fields, message }),
    warn: (fields: unknown, message: string) => lines.push({ level: 'warn', fields, message }),
  }
}

let brandingDir: string
beforeEach(() => {
  brandingDir = mkdtempSync(path.join(os.tmpdir(), 'juicy-branding-'))
  requests = []
})
afterEach(() => rmSync(brandingDir, { recursive: true, force: true }))

const brandingFile = (target: string) => path.join(brandingDir, 'assets', 'public', target)

describe('configuredImageDownloads', () => {
  it('lists nothing for the default configuration, whose images are bundled file names', () => {
    expect(configuredImageDownloads(config({}))).toEqual([])
  })

  it('lists every image-valued key given as a URL, under the file name the client asks for', () => {
    const downloads = configuredImageDownloads(
      config({
        application: {
          logo: 'https://images.example.org/brand/My%20Logo.png?v=2',
          favicon: 'http://images.example.org/fav.ico',
          chatBot: { avatar: 'https://images.example.org/bot.png' },
        },
        hackingInstructor: { avatarImage: 'https://images.example.org/coach.png' },
      }),
    )
    expect(downloads.map(({ key, target, fallback }) => [key, target, fallback])).toEqual([
      ['application.logo', 'images/My Logo.png', 'images/JuiceShop_Logo.png'],
      ['application.favicon', 'fav.ico', 'favicon_js.ico'],
      ['application.chatBot.avatar', 'images/bot.png', 'images/JuicyChatBot.png'],
      ['hackingInstructor.avatarImage', 'images/coach.png', 'images/JuicyBot.png'],
    ])
  })

  it('includes product, blueprint and memory images given as URLs', () => {
    const base = config({})
    const products = base.products.map((product, index) => ({
      ...product,
      ...(index === 0 && { image: 'https://cdn.example.org/p/apple.jpg' }),
      ...(product.fileForRetrieveBlueprintChallenge && {
        fileForRetrieveBlueprintChallenge: 'https://cdn.example.org/b/plan.stl',
      }),
    }))
    const memories = base.memories.map((memory, index) =>
      index === 0 ? { ...memory, image: 'https://cdn.example.org/m/beach.jpg' } : memory,
    )
    const targets = configuredImageDownloads(config({ products, memories })).map(({ target }) => target)
    expect(targets).toEqual([
      'images/products/apple.jpg',
      'images/products/plan.stl',
      'images/uploads/beach.jpg',
    ])
  })
})

describe('startBrandingDownloads', () => {
  const options = (logger = recordingLogger()) => ({
    brandingDir,
    staticDir: paths.staticDir,
    logger,
    maxBytes: 1024,
  })

  it('downloads configured images under their file names and logs no warning', async () => {
    const logger = recordingLogger()
    const failures = await startBrandingDownloads(
      config({ application: { logo: `${origin}/brand/My%20Logo.png?v=2`, favicon: `${origin}/fav.ico` } }),
      options(logger),
    )
    expect(failures).toEqual([])
    expect(readFileSync(brandingFile('images/My Logo.png'))).toEqual(LOGO)
    expect(readFileSync(brandingFile('fav.ico'))).toEqual(FAVICON)
    expect(logger.lines.filter(({ level }) => level === 'warn')).toEqual([])
    expect(requests.sort()).toEqual(['/brand/My%20Logo.png?v=2', '/fav.ico'])
  })

  it('puts the default image in place before any download has arrived', () => {
    const pending = startBrandingDownloads(
      config({ application: { logo: `${origin}/brand/My%20Logo.png` } }),
      options(),
    )
    expect(readFileSync(brandingFile('images/My Logo.png'))).toEqual(bundled('images/JuiceShop_Logo.png'))
    return pending
  })

  it('falls back to the default images and logs one warning for all failed downloads', async () => {
    const closed = createServer()
    const closedOrigin = await listen(closed)
    await new Promise<void>((done) => closed.close(() => done()))
    const logger = recordingLogger()
    const failures = await startBrandingDownloads(
      config({
        application: { logo: `${origin}/missing.png`, favicon: `${closedOrigin}/fav.ico` },
        hackingInstructor: { avatarImage: `${origin}/huge.png` },
      }),
      options(logger),
    )
    expect(failures.map(({ key, reason }) => [key, reason])).toEqual([
      ['application.logo', 'HTTP 404'],
      ['application.favicon', 'ECONNREFUSED'],
      ['hackingInstructor.avatarImage', 'larger than 1024 bytes'],
    ])
    const warnings = logger.lines.filter(({ level }) => level === 'warn')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]!.message).toBe(
      '3 of 3 configured image URLs could not be downloaded; default images are shown instead',
    )
    expect(readFileSync(brandingFile('images/missing.png'))).toEqual(bundled('images/JuiceShop_Logo.png'))
    expect(readFileSync(brandingFile('fav.ico'))).toEqual(bundled('favicon_js.ico'))
    expect(readFileSync(brandingFile('images/huge.png'))).toEqual(bundled('images/JuicyBot.png'))
  })

  it('keeps an image an earlier start downloaded when the download fails now', async () => {
    mkdirSync(path.dirname(brandingFile('images/missing.png')), { recursive: true })
    writeFileSync(brandingFile('images/missing.png'), LOGO)
    const failures = await startBrandingDownloads(
      config({ application: { logo: `${origin}/missing.png` } }),
      options(),
    )
    expect(failures).toHaveLength(1)
    expect(readFileSync(brandingFile('images/missing.png'))).toEqual(LOGO)
  })

  it('refuses a URL whose file name would leave the branding folder', async () => {
    const failures = await startBrandingDownloads(
      config({ application: { logo: `${origin}/x/..%2F..%2Fescape.png` } }),
      options(),
    )
    expect(failures.map(({ reason }) => reason)).toEqual(['the URL does not end in a usable file name'])
    expect(requests).toEqual([])
    expect(existsSync(path.join(brandingDir, '..', 'escape.png'))).toBe(false)
  })

  it('does nothing at all without image URLs', async () => {
    expect(await startBrandingDownloads(config({}), options())).toEqual([])
    expect(existsSync(path.join(brandingDir, 'assets'))).toBe(false)
  })
})

describe('serving mounted and downloaded images', () => {
  let server: Server
  let url: string
  let folders: { instance: string; mounted: string }
  beforeAll(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'juicy-static-'))
    folders = { instance: path.join(root, 'instance'), mounted: path.join(root, 'mounted') }
    mkdirSync(path.join(folders.instance, 'assets', 'public', 'images', 'uploads'), { recursive: true })
    mkdirSync(folders.mounted, { recursive: true })
    writeFileSync(path.join(folders.mounted, 'JuiceShop_Logo.png'), 'mounted logo')
    writeFileSync(path.join(folders.mounted, 'sponsor.png'), 'mounted sponsor')
    writeFileSync(path.join(folders.instance, 'assets', 'public', 'images', 'uploads', '7.png'), 'upload')
    const app = express()
    app.use(
      staticFiles({
        instanceRoot: folders.instance,
        instanceVideos: path.join(folders.instance, 'videos'),
        mountedImages: folders.mounted,
        brandingDir: path.join(root, 'branding'),
        staticDir: paths.staticDir,
        webDist: paths.webDist,
        webPublic: paths.webPublic,
      }),
    )
    mkdirSync(path.join(root, 'branding', 'assets', 'public', 'images'), { recursive: true })
    writeFileSync(path.join(root, 'branding', 'assets', 'public', 'images', 'downloaded.png'), 'downloaded')
    server = createServer(app)
    url = await listen(server)
  })
  afterAll(() => new Promise<void>((done) => server.close(() => done())))

  const text = async (file: string) => {
    const response = await fetch(`${url}${file}`)
    return [response.status, await response.text()]
  }

  it('serves mounted images at /assets/public/images, before the bundled ones of the same name', async () => {
    expect(await text('/assets/public/images/sponsor.png')).toEqual([200, 'mounted sponsor'])
    expect(await text('/assets/public/images/JuiceShop_Logo.png')).toEqual([200, 'mounted logo'])
  })

  it('serves downloaded images, uploads and the bundled images beside them', async () => {
    expect(await text('/assets/public/images/downloaded.png')).toEqual([200, 'downloaded'])
    expect(await text('/assets/public/images/uploads/7.png')).toEqual([200, 'upload'])
    const response = await fetch(`${url}/assets/public/images/JuicyBot.png`)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bundled('images/JuicyBot.png'))
  })
})
