import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import type { ShopConfig } from './config/schema.js'
import { customisedIndexHtml } from './platform/http/client-app.js'
import { preparePage, type PreparedPage } from './platform/http/prepared-page.js'
import { ServerTranslations } from './platform/i18n/server-translations.js'
import { paths } from './platform/paths.js'
import { SharedPrototypes } from './platform/http/app-server.js'

export interface AppFolders {
  webDist: string
  webPublic: string
  staticDir: string
  /** The server's message translations; `<staticDir>/i18n` unless given. */
  serverI18n?: string
  /**
   * Images an operator mounted into the reference's image folder (`frontend/dist/frontend/assets/public/images/`
   * below the installation, as MultiJuicer's chart does), served at `/assets/public/images/`.
   */
  mountedImages?: string
  /** Configured images downloaded at start (platform/branding), served at `/assets`; none without it. */
  brandingDir?: string
}

export const defaultFolders: AppFolders = {
  webDist: paths.webDist,
  webPublic: paths.webPublic,
  staticDir: paths.staticDir,
  mountedImages: paths.mountedImages,
}

/** What every shop's application of one process can share: read once, never changed. */
export interface AppParts {
  indexHtml: string
  /** The index page, compressed and tagged once for every shop of the process. */
  indexPage: PreparedPage
  /** The client's translation files (for /rest/languages). */
  i18nFolder: string
  translations: ServerTranslations
  /** The request and response prototypes every Express application of the process adopts (see SharedPrototypes). */
  prototypes: SharedPrototypes
}

export function createAppParts(folders: AppFolders, config: ShopConfig, logger: Logger): AppParts {
  const builtI18n = path.join(folders.webDist, 'assets', 'i18n')
  const serverI18n = folders.serverI18n ?? path.join(folders.staticDir, 'i18n')
  const indexHtml = customisedIndexHtml(folders.webDist, config)
  return {
    indexHtml,
    indexPage: preparePage(indexHtml),
    i18nFolder: existsSync(builtI18n) ? builtI18n : path.join(folders.webPublic, 'assets', 'i18n'),
    translations: new ServerTranslations(serverI18n, logger),
    prototypes: new SharedPrototypes(),
  }
}
