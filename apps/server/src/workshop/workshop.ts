import type { RequestListener, Server as HttpServer } from 'node:http'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import type { Server } from 'socket.io'
import { createAppParts, defaultFolders, type AppFolders } from '../app-parts.js'
import type { ShopConfig } from '../config/schema.js'
import { writeFileAtomically } from '../platform/atomic-file.js'
import { createAppServer } from '../platform/http/app-server.js'
import { readJsonFile } from '../platform/json-file.js'
import { EventPlan, emptyEventPlanState, eventPlanStateSchema } from '../shop/event-plan.js'
import { createFoundation, type ShopFoundation } from '../shop/shop-foundation.js'
import { broadcastEventChanges } from './event-broadcast.js'
import { CookieSigner } from './secrets.js'
import { TeamRegistry } from './team-registry.js'
import { TeamStore } from './team-store.js'
import { Trainer } from './trainer.js'
import { playerDoor, trainerDoor } from './workshop-doors.js'
import { attachPlayerRealtime, attachTrainerRealtime } from './workshop-realtime.js'

export interface WorkshopOptions {
  config: ShopConfig
  /** `$SHOP_DATA_DIR`: the team list, secrets and one folder per team live below it. */
  dataDir: string
  logger: Logger
  env?: NodeJS.ProcessEnv
  folders?: AppFolders
}

export interface Workshop {
  /** Answers every HTTP request of the players' listener (socket.io's own path excepted). */
  handler: RequestListener
  /** The players' HTTP server for `handler`, its requests made with the prototypes every team's application shares. */
  createServer(): HttpServer
  /** Answers every HTTP request of the trainer's listener: the console, its API and metrics. */
  trainerHandler: RequestListener
  createTrainerServer(): HttpServer
  registry: TeamRegistry
  foundation: ShopFoundation
  trainer: Trainer
  /** Socket.IO on the players' server, one room per team. */
  attachRealtime(server: HttpServer): Server
  /** Socket.IO on the trainer's server: the console's change notices. */
  attachTrainerRealtime(server: HttpServer): Server
  close(): void
}

/**
 * Workshop mode: one isolated shop per team in this process, reached through two listeners. The players' listener
 * (`PORT`) serves the join page and every team's shop; the trainer's (`TRAINER_PORT`) serves the console and the
 * trainer's API, so that no team's deliberate XSS ever runs on the console's origin.
 */
export async function createWorkshop(options: WorkshopOptions): Promise<Workshop> {
  const { config, dataDir, logger, env = process.env, folders = defaultFolders } = options
  const workshopFolder = path.join(dataDir, 'workshop')
  mkdirSync(workshopFolder, { recursive: true })
  const signer = CookieSigner.inFolder(workshopFolder)
  const trainer = await Trainer.create({ folder: workshopFolder, env, logger })
  const eventFile = path.join(workshopFolder, 'event.json')
  const eventPlan = new EventPlan(
    readJsonFile(eventFile, eventPlanStateSchema, emptyEventPlanState()),
    (state) => writeFileAtomically(eventFile, JSON.stringify(state, null, 2)),
  )
  // One worker per team at most: a team's sleeping or looping payloads always leave a worker for the others.
  const foundation = createFoundation({ config, env, sandboxWorkersPerShop: 1, eventPlan })
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
  const stopBroadcasting = broadcastEventChanges(registry, eventPlan)
  const doors = { config, registry, trainer, foundation, folders, parts }
  const handler = playerDoor(doors)
  const trainerHandler = trainerDoor(doors)

  return {
    handler,
    createServer: () => createAppServer(parts.prototypes, handler),
    trainerHandler,
    createTrainerServer: () => createAppServer(parts.prototypes, trainerHandler),
    registry,
    foundation,
    trainer,
    attachRealtime: (server) => attachPlayerRealtime(server, registry, config.workshop, eventPlan),
    attachTrainerRealtime: (server) => attachTrainerRealtime(server, registry, trainer),
    close: () => {
      stopBroadcasting()
      registry.close()
      foundation.close()
    },
  }
}
