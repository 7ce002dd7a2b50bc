import type { IncomingMessage, RequestListener, Server as HttpServer, ServerResponse } from 'node:http'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import {
  SocketEvents,
  WORKSHOP_NAMESPACE,
  WorkshopEvents,
  type ChallengeSolvedNotification,
} from '@juicy/contracts'
import express from 'express'
import type { Logger } from 'pino'
import { Server } from 'socket.io'
import { createAppParts, defaultFolders, type AppFolders } from '../app-parts.js'
import type { ShopConfig } from '../config/schema.js'
import { serveIndex } from '../platform/http/client-app.js'
import { preparePage } from '../platform/http/prepared-page.js'
import { serveShopSocket } from '../platform/realtime.js'
import { createFoundation, type ShopFoundation } from '../shop/shop-foundation.js'
import { cookieValue } from './cookies.js'
import { CookieSigner } from './secrets.js'
import { TEAM_COOKIE, TeamRegistry, type LiveTeam } from './team-registry.js'
import { TeamStore } from './team-store.js'
import { TRAINER_COOKIE, Trainer } from './trainer.js'
import { workshopApiRoutes } from './workshop-api.routes.js'
import { workshopMetrics } from './workshop-metrics.js'
import { createAppServer } from '../platform/http/app-server.js'

export interface WorkshopOptions {
  config: ShopConfig
  /** `$SHOP_DATA_DIR`: the team list, secrets and one folder per team live below it. */
  dataDir: string
  logger: Logger
  env?: NodeJS.ProcessEnv
  folders?: AppFolders
}

export interface Workshop {
  /** Answers every HTTP request of the process (socket.io's own path excepted). */
  handler: RequestListener
  /** The process's HTTP server for `handler`, its requests made with the prototypes every team's application shares. */
  createServer(): HttpServer
  registry: TeamRegistry
  foundation: ShopFoundation
  /** Socket.IO on the server, one room per team. */
  attachRealtime(server: HttpServer): Server
  close(): void
}

/** Paths the workshop answers itself, whatever the team cookie says. */
const isWorkshopPath = (pathname: string) => /^\/workshop(\/|$)/i.test(pathname)

const roomOf = (team: string) => `team:${team}`

/**
 * Workshop mode: one isolated shop per team in this process. Requests below /workshop go to the workshop's own
 * pages and API; every other request goes to the shop of the team its `team` cookie names, which answers exactly as
 * a single shop would. Without a team, the client's static files are served (the join page needs them), browsers
 * are sent to the join page and anything else gets 401.
 */
export async function createWorkshop(options: WorkshopOptions): Promise<Workshop> {
  const { config, dataDir, logger, env = process.env, folders = defaultFolders } = options
  const workshopFolder = path.join(dataDir, 'workshop')
  mkdirSync(workshopFolder, { recursive: true })
  const signer = CookieSigner.inFolder(workshopFolder)
  // One worker per team at most: a team's sleeping or looping payloads always leave a worker for the others.
  const foundation = createFoundation({ config, env, sandboxWorkersPerShop: 1 })
  const parts = createAppParts(folders, config, logger)
  const registry = new TeamRegistry({
    foundation,
    store: new TeamStore(workshopFolder),
    signer,
    teamsFolder: path.join(dataDir, 'teams'),
    folders,
    parts,
    logger,
    maxTeams: config.workshop.maxTeams,
  })
  const trainer = await Trainer.create({ folder: workshopFolder, env, signer, logger })

  const workshopApp = express()
  parts.prototypes.adopt(workshopApp)
  workshopApp.set('x-powered-by', false)
  workshopApp.use(
    '/workshop/api',
    workshopApiRoutes({ registry, trainer, settings: config.workshop, foundation }),
  )
  workshopApp.get('/workshop/metrics', (req, res) => {
    if (!trainer.isSession(cookieValue(req.headers.cookie, TRAINER_COOKIE)))
      res.status(401).json({ error: 'Trainer login required' })
    else res.type('text/plain; version=0.0.4').send(workshopMetrics(registry))
  })
  // The client's asset paths are relative: from /workshop/join they must resolve against the shop's root.
  const basePath = config.server.basePath
  workshopApp.get(
    ['/workshop/join', '/workshop/trainer', '/workshop/scoreboard'],
    serveIndex(preparePage(parts.indexHtml.replace('<head>', `<head><base href="${basePath}/">`))),
  )
  workshopApp.use((_req, res) => res.redirect(302, `${basePath}/workshop/join`))

  const clientFiles = express()
  parts.prototypes.adopt(clientFiles)
  clientFiles.set('x-powered-by', false)
  clientFiles.use(express.static(folders.webDist, { index: false, fallthrough: true, dotfiles: 'ignore' }))
  clientFiles.use((req, res) => askToJoin(req, res, basePath))

  const handler: RequestListener = (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    if (isWorkshopPath(pathname)) return void workshopApp(req, res)
    const record = registry.teamOfCookie(cookieValue(req.headers.cookie, TEAM_COOKIE))
    if (record) return void registry.liveTeam(record).app(req, res)
    clientFiles(req, res)
  }

  return {
    handler,
    createServer: () => createAppServer(parts.prototypes, handler),
    registry,
    foundation,
    attachRealtime: (server) => attachTeamRealtime(server, registry, config.workshop),
    close: () => {
      registry.close()
      foundation.close()
    },
  }
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

/**
 * Socket.IO with a room per team: a shop connection belongs to the team of its handshake cookie and its events reach
 * only that team. The `/workshop` namespace tells the trainer console and the public scoreboard that something
 * changed (the console then reads the trainer API); it names the team and the solve only when the scoreboard is
 * public.
 */
function attachTeamRealtime(
  server: HttpServer,
  registry: TeamRegistry,
  settings: ShopConfig['workshop'],
): Server {
  const io = new Server(server, { cors: { origin: 'http://localhost:4200' } })
  io.use((socket, next) => {
    const record = registry.teamOfCookie(cookieValue(socket.handshake.headers.cookie, TEAM_COOKIE))
    next(record ? undefined : new Error('Join a team first: /workshop/join'))
  })
  const workshopSpace = io.of(WORKSHOP_NAMESPACE)
  registry.onChange((change) =>
    workshopSpace.emit(WorkshopEvents.changed, settings.publicScoreboard ? change : { kind: change.kind }),
  )
  registry.observe({
    started: ({ record, shop }: LiveTeam) =>
      shop.notifier.attach({
        emit: (event, payload) => {
          io.to(roomOf(record.name)).emit(event, payload)
          if (event === SocketEvents.challengeSolved) announceSolve(registry, record.name, payload)
        },
      }),
    stopped: (name) => io.in(roomOf(name)).disconnectSockets(true),
  })
  io.on('connection', (socket) => {
    const record = registry.teamOfCookie(cookieValue(socket.handshake.headers.cookie, TEAM_COOKIE))
    if (!record) return void socket.disconnect(true)
    void socket.join(roomOf(record.name))
    serveShopSocket(socket, registry.liveTeam(record).shop)
  })
  return io
}

/** A fresh solve in a team's shop (restores from a continue code are not news). */
function announceSolve(registry: TeamRegistry, team: string, payload: unknown): void {
  const { key, isRestore } = payload as ChallengeSolvedNotification
  const entry = registry.classProgress.entry(key)
  if (isRestore || !entry) return
  const solvedAt = registry.progressOf(team).progress.solved[key]?.solvedAt ?? new Date().toISOString()
  registry.announce({
    kind: 'solve',
    team,
    solve: { team, name: entry.name, difficulty: entry.difficulty, solvedAt },
  })
}
