import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http'
import { createApp } from './app.js'
import { createAppParts, defaultFolders, type AppFolders, type AppParts } from './app-parts.js'
import { createAppServer } from './platform/http/app-server.js'
import { setSecurityHeaders } from './platform/http/headers.js'
import { answerPreparedPage } from './platform/http/prepared-page.js'
import type { RequestFacts } from './shop/request-facts.js'
import type { Shop } from './shop/shop.js'

const isIndexRequest = (req: IncomingMessage): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') && (req.url === '/' || req.url?.startsWith('/?') === true)

/** The client address as Express answers `req.ip` with `trust proxy` on: the first X-Forwarded-For entry, else the socket. */
function clientAddress(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',')[0]?.trim()
  return first || req.socket.remoteAddress || ''
}

const indexFacts = (req: IncomingMessage): RequestFacts => ({
  method: req.method ?? 'GET',
  url: req.url ?? '/',
  path: '/',
  ip: clientAddress(req),
  headers: req.headers,
})

/**
 * The HTTP entry of one shop: `GET /` (the index page, the most requested URL) is answered here from the buffers
 * prepared at start, with the headers, request facts and response count every answer has; everything else goes to
 * the application (app.ts). Nothing of the pipeline has anything else to do for the index page.
 */
export function createShopHandler(
  shop: Shop,
  folders: AppFolders = defaultFolders,
  parts: AppParts = createAppParts(folders, shop.config, shop.logger),
): RequestListener {
  const app = createApp(shop, folders, parts)
  const hiring = shop.config.application.securityTxt.hiring
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!isIndexRequest(req)) return void app(req, res)
    res.setHeader('Access-Control-Allow-Origin', '*')
    setSecurityHeaders(res, hiring)
    shop.events.publish('http.requested', indexFacts(req))
    answerPreparedPage(req, res, parts.indexPage)
    shop.events.publish('http.responded', { status: res.statusCode })
  }
}

/** The HTTP server of a shop on its own (`npm start`): its requests are made with the application's prototypes. */
export function createShopServer(shop: Shop, folders: AppFolders = defaultFolders): Server {
  const parts = createAppParts(folders, shop.config, shop.logger)
  return createAppServer(parts.prototypes, createShopHandler(shop, folders, parts))
}
