import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { imageFileName, isImageUrl } from '../../config/image-file-name.js'
import type { ShopConfig } from '../../config/schema.js'
import { writeFileAtomically } from '../atomic-file.js'

/**
 * Configured images given as `http(s)` URLs: downloaded once per start into the branding folder,
 * which is served at `/assets` after the instance files and before the bundled assets. Until a download arrives, and
 * for good when it fails, the branding folder holds a copy of the default image under the configured name, so the
 * client never shows a broken image.
 */
export interface ImageDownload {
  /** The configuration key, for the warning. */
  key: string
  url: string
  /** Path below `assets/public/` the client requests the image at. */
  target: string
  /** Bundled image (below `assets/public/`) shown in its place while or if the download fails. */
  fallback?: string
}

export interface BrandingOptions {
  /** Where downloaded images are kept (served at `/assets`); created if missing. */
  brandingDir: string
  /** The bundled static files (`data/static`), source of the default images. */
  staticDir: string
  logger: BrandingLogger
  timeoutMs?: number
  maxBytes?: number
  /** How many downloads run at once. */
  parallel?: number
}

/** The two pino methods the downloads use. */
export interface BrandingLogger {
  info(fields: object, message: string): void
  warn(fields: object, message: string): void
}

export interface DownloadFailure {
  key: string
  url: string
  reason: string
}

const DEFAULTS = { timeoutMs: 10_000, maxBytes: 10 * 1024 * 1024, parallel: 4 }

/** A file name that stays inside its folder: no separators, no `.`/`..`, nothing empty or control characters. */
// eslint-disable-next-line no-control-regex
const isSafeFileName = (name: string): boolean => !/[/\\\u0000-\u001f]/.test(name) && !/^\.{0,2}$/.test(name)

/** Every image-valued key of the configuration that is a URL, once per target file. */
export function configuredImageDownloads(config: ShopConfig): ImageDownload[] {
  const candidates: (ImageDownload | undefined)[] = [
    download('application.logo', config.application.logo, 'images', 'images/JuiceShop_Logo.png'),
    download('application.favicon', config.application.favicon, '', 'favicon_js.ico'),
    download(
      'application.chatBot.avatar',
      config.application.chatBot.avatar,
      'images',
      'images/JuicyChatBot.png',
    ),
    download(
      'hackingInstructor.avatarImage',
      config.hackingInstructor.avatarImage,
      'images',
      'images/JuicyBot.png',
    ),
    ...config.products.flatMap((product, index) => [
      download(`products[${index}].image`, product.image, 'images/products', 'images/products/undefined.png'),
      download(
        `products[${index}].fileForRetrieveBlueprintChallenge`,
        product.fileForRetrieveBlueprintChallenge,
        'images/products',
      ),
    ]),
    ...config.memories.map((memory, index) =>
      download(`memories[${index}].image`, memory.image, 'images/uploads', 'images/uploads/default.svg'),
    ),
  ]
  const byTarget = new Map<string, ImageDownload>()
  for (const candidate of candidates) {
    if (candidate && !byTarget.has(candidate.target)) byTarget.set(candidate.target, candidate)
  }
  return [...byTarget.values()]
}

function download(
  key: string,
  value: string | undefined,
  folder: string,
  fallback?: string,
): ImageDownload | undefined {
  if (value === undefined || !isImageUrl(value)) return undefined
  const name = imageFileName(value)
  return { key, url: value, target: isSafeFileName(name) ? path.posix.join(folder, name) : '', fallback }
}

const fileOf = (brandingDir: string, target: string): string =>
  path.join(brandingDir, 'assets', 'public', target)

/**
 * Starts the downloads of the configured image URLs; returns at once when there are none. The default images are in
 * place before this returns (synchronously), the downloads replace them as they arrive. The returned promise never
 * rejects: failures are logged together in one warning line and listed in the result.
 */
export function startBrandingDownloads(
  config: ShopConfig,
  options: BrandingOptions,
): Promise<DownloadFailure[]> {
  const downloads = configuredImageDownloads(config)
  if (downloads.length === 0) return Promise.resolve([])
  const usable = downloads.filter(({ target }) => target !== '')
  for (const { target, fallback } of usable) placeFallback(options, target, fallback)
  const unusable = downloads
    .filter(({ target }) => target === '')
    .map(({ key, url }) => ({ key, url, reason: 'the URL does not end in a usable file name' }))
  return downloadAll(usable, options).then((failures) => {
    const all = [...unusable, ...failures]
    const downloaded = usable.length - failures.length
    if (downloaded > 0)
      options.logger.info({ brandingDir: options.brandingDir }, `downloaded ${downloaded} configured images`)
    if (all.length > 0) {
      options.logger.warn(
        { failed: all },
        `${all.length} of ${downloads.length} configured image URLs could not be downloaded; default images are shown instead`,
      )
    }
    return all
  })
}

/** Copies the default image under the configured name unless an earlier start already downloaded the real one. */
function placeFallback(
  { brandingDir, staticDir }: BrandingOptions,
  target: string,
  fallback: string | undefined,
): void {
  const file = fileOf(brandingDir, target)
  if (fallback === undefined || existsSync(file)) return
  mkdirSync(path.dirname(file), { recursive: true })
  copyFileSync(path.join(staticDir, 'assets', 'public', fallback), file)
}

async function downloadAll(downloads: ImageDownload[], options: BrandingOptions): Promise<DownloadFailure[]> {
  const reasons: (string | undefined)[] = []
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < downloads.length) {
      const index = next++
      reasons[index] = await downloadOne(downloads[index]!, options)
    }
  }
  await Promise.all(Array.from({ length: options.parallel ?? DEFAULTS.parallel }, worker))
  // In the configuration's order, whichever finished first.
  return downloads.flatMap(({ key, url }, index) => {
    const reason = reasons[index]
    return reason === undefined ? [] : [{ key, url, reason }]
  })
}

/** Fetches one image and stores it; the reason when that failed. */
async function downloadOne(
  { url, target }: ImageDownload,
  options: BrandingOptions,
): Promise<string | undefined> {
  const { timeoutMs = DEFAULTS.timeoutMs, maxBytes = DEFAULTS.maxBytes } = options
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' })
    if (!response.ok) return `HTTP ${response.status}`
    const body = await readLimited(response, maxBytes)
    if (body === undefined) return `larger than ${maxBytes} bytes`
    writeFileAtomically(fileOf(options.brandingDir, target), body)
    return undefined
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return cause?.code ?? cause?.message ?? (error as Error).message
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<Buffer | undefined> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) return undefined
  const chunks: Uint8Array[] = []
  let size = 0
  if (response.body === null) return Buffer.alloc(0)
  for await (const chunk of response.body) {
    size += chunk.byteLength
    if (size > maxBytes) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}
