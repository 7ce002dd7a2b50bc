import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import express, { type Express, type RequestHandler } from 'express'
import type { AppFolders, AppParts } from '../app-parts.js'
import type { ShopConfig } from '../config/schema.js'
import { serveIndex } from '../platform/http/client-app.js'
import { preparePage } from '../platform/http/prepared-page.js'
import type { ShopFoundation } from '../shop/shop-foundation.js'
import { EVENT_NOT_STARTED, WORKSHOP_LISTENER_META } from '@juicy/contracts'
import { cookieValue } from './cookies.js'
import { playerApiRoutes } from './player-api.routes.js'
import { TEAM_COOKIE, type TeamRegistry } from './team-registry.js'
import { trainerApiRoutes } from './trainer-api.routes.js'
import type { Trainer } from './trainer.js'

export interface DoorOptions {
  config: ShopConfig
  registry: TeamRegistry
  trainer: Trainer
  foundation: ShopFoundation
  folders: AppFolders
  parts: AppParts
}

/** Paths the workshop answers itself, whatever the team cookie says. */
const isWorkshopPath = (pathname: string) => /^\/workshop(\/|$)/i.test(pathname)

const notHere: RequestHandler = (req, res) => {
  res.status(404).json({ error: `Nothing at ${req.method} ${req.path} here` })
}

function workshopExpress(config: ShopConfig, parts: AppParts): Express {
  const app = express()
  parts.prototypes.adopt(app)
  app.set('x-powered-by', false)
  app.set('trust proxy', config.workshop.trustProxy)
  return app
}

/**
 * The client's index page for the workshop's pages: its asset paths are relative to the shop's root. On the
 * trainer's listener it says so, for the page's live connection (TRAINER_SOCKET_PATH).
 */
const workshopPage = (config: ShopConfig, parts: AppParts, listener: 'players' | 'trainer') => {
  const head = `<head><base href="${config.server.basePath}/"><meta name="${WORKSHOP_LISTENER_META}" content="${listener}">`
  return serveIndex(preparePage(parts.indexHtml.replace('<head>', head)))
}

/**
 * The players' listener: below /workshop the join page, the public scoreboard and the players' API; every other
 * request goes to the shop of the team its `team` cookie names, which answers exactly as a single shop would.
 * Without a team only the client's files are served (the join page needs them), never the shop's page with its
 * deliberate client-side holes: browsers are sent to the join page and anything else gets 401. No trainer path
 * exists here.
 */
export function playerDoor(options: DoorOptions): RequestListener {
  const { config, registry, foundation, folders, parts } = options
  const basePath = config.server.basePath
  const plan = foundation.eventPlan
  const workshopApp = workshopExpress(config, parts)
  workshopApp.use('/workshop/api', playerApiRoutes({ registry, settings: config.workshop, plan }))
  workshopApp.get(['/workshop/join', '/workshop/scoreboard'], workshopPage(config, parts, 'players'))
  workshopApp.get(['/workshop', '/workshop/'], (_req, res) => res.redirect(302, `${basePath}/workshop/join`))
  workshopApp.use(notHere)

  const clientFiles = workshopExpress(config, parts)
  clientFiles.get(['/', '/index.html'], (_req, res) => res.redirect(302, `${basePath}/workshop/join`))
  clientFiles.use(express.static(folders.webDist, { index: false, fallthrough: true, dotfiles: 'ignore' }))
  clientFiles.use((req, res) => askToJoin(req, res, basePath))

  // Before the event starts a team's requests get the client's files and are told so; its shop is not started.
  const beforeStart = workshopExpress(config, parts)
  beforeStart.use(express.static(folders.webDist, { index: false, fallthrough: true, dotfiles: 'ignore' }))
  beforeStart.use((req, res) => notStartedYet(req, res, basePath, plan.settings.startsAt))

  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    if (isWorkshopPath(pathname)) return void workshopApp(req, res)
    const record = registry.teamOfCookie(cookieValue(req.headers.cookie, TEAM_COOKIE))
    if (!record) return void clientFiles(req, res)
    if (!plan.hasStarted()) return void beforeStart(req, res)
    registry.liveTeam(record).app(req, res)
  }
}

/**
 * The trainer's listener: the console and the scoreboard pages, the trainer's API and metrics, and the client's
 * scripts and styles they load. No shop is served here, and no HTML page but the console's.
 */
export function trainerDoor(options: DoorOptions): RequestListener {
  const { config, registry, trainer, foundation, folders, parts } = options
  const basePath = config.server.basePath
  const app = workshopExpress(config, parts)
  app.get(['/workshop/trainer', '/workshop/scoreboard'], workshopPage(config, parts, 'trainer'))
  app.get(['/', '/index.html', '/workshop', '/workshop/', '/workshop/join'], (_req, res) =>
    res.redirect(302, `${basePath}/workshop/trainer`),
  )
  app.use('/workshop', trainerApiRoutes({ registry, trainer, foundation }))
  const files = express.static(folders.webDist, { index: false, fallthrough: true, dotfiles: 'ignore' })
  app.use((req, res, next) => (/\.html?$/i.test(req.path) ? next() : files(req, res, next)))
  app.use(notHere)
  return app
}

/**
 * A team's request before the event's start: browsers go to the join page (which counts down), everything else gets
 * 403 `{"error": "EventNotStarted", "message", "startsAt"}`.
 */
function notStartedYet(
  req: IncomingMessage,
  res: ServerResponse,
  basePath: string,
  startsAt: string | null,
): void {
  if (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')) {
    res.writeHead(302, { Location: `${basePath}/workshop/join` }).end()
    return
  }
  const body = { error: EVENT_NOT_STARTED, message: 'The event has not started yet', startsAt }
  res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
}

/** A request without a team: browsers go to the join page, everything else is told where to go. */
function askToJoin(req: IncomingMessage, res: ServerResponse, basePath: string): void {
  const joinPage = `${basePath}/workshop/join`
  if (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')) {
    res.writeHead(302, { Location: joinPage }).end()
    return
  }
  res
    .writeHead(401, { 'Content-Type': 'application/json; charset=utf-8' })
    .end(JSON.stringify({ error: `Join a team first: ${joinPage}` }))
}
