import type { Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import pino from 'pino'
import type { Server as SocketServer } from 'socket.io'
import { createShopServer } from './shop-front-door.js'
import { defaultFolders, type AppFolders } from './app-parts.js'
import { loadConfig } from './config/loader.js'
import { startBrandingDownloads } from './platform/branding/branding-images.js'
import { prepareDataFolder } from './platform/data-folder.js'
import { applyHeapSettings } from './platform/heap-settings.js'
import { listen } from './platform/http/listen.js'
import { attachRealtime } from './platform/realtime.js'
import { paths } from './platform/paths.js'
import { StartupError } from './platform/startup-error.js'
import { createShop } from './shop/shop.js'
import { createWorkshop } from './workshop/workshop.js'

/** Process entry: load configuration, create the shop (or the workshop's teams), listen, shut down gracefully. */
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' })

type Config = ReturnType<typeof loadConfig>

interface Listener {
  server: HttpServer
  io: SocketServer
}

interface Running {
  listeners: Listener[]
  close: () => void
}

async function startShop(config: Config, dataDir: string, folders: AppFolders): Promise<Running> {
  const shop = createShop({ config, dataDir, logger })
  const server = createShopServer(shop, folders)
  const io = attachRealtime(server, shop)
  await listen(server, config.server.port)
  return { listeners: [{ server, io }], close: () => shop.close() }
}

/** Workshop mode: the players' listener on `PORT`, the trainer's on `TRAINER_PORT` (and `TRAINER_HOST`). */
async function startWorkshop(config: Config, dataDir: string, folders: AppFolders): Promise<Running> {
  const workshop = await createWorkshop({ config, dataDir, logger, folders })
  const server = workshop.createServer()
  const trainerServer = workshop.createTrainerServer()
  const listeners = [
    { server, io: workshop.attachRealtime(server) },
    { server: trainerServer, io: workshop.attachTrainerRealtime(trainerServer) },
  ]
  await listen(server, config.server.port)
  const { port, trainerPort, trainerHost } = listeningPorts(config, server)
  await listen(trainerServer, trainerPort, { host: trainerHost, variable: 'TRAINER_PORT' })
  logger.info(
    {
      teams: workshop.registry.size,
      trainerPort: (trainerServer.address() as AddressInfo).port,
      trainerHost,
    },
    `workshop mode: players join at port ${port} /workshop/join, the trainer console is at its own port /workshop/trainer`,
  )
  return { listeners, close: () => workshop.close() }
}

/** The trainer's port: configured, or the players' port + 1 (a random one when the players' port is random). */
function listeningPorts(config: Config, server: HttpServer) {
  const port = (server.address() as AddressInfo).port
  const { trainerPort, trainerHost } = config.workshop
  const fallback = config.server.port === 0 ? 0 : port + 1
  return { port, trainerPort: trainerPort ?? fallback, trainerHost: trainerHost ?? undefined }
}

async function start(): Promise<void> {
  const config = loadConfig({ configDir: paths.configDir, warn: (message) => logger.warn(message) })
  const dataDir = path.resolve(process.env.SHOP_DATA_DIR ?? '.shop-data')
  prepareDataFolder(dataDir)
  const folders: AppFolders = { ...defaultFolders, brandingDir: path.join(dataDir, 'branding') }
  // Image URLs in the configuration: default images are in place at once, the downloads replace them in the background.
  void startBrandingDownloads(config, {
    brandingDir: folders.brandingDir!,
    staticDir: folders.staticDir,
    logger,
  })
  const { listeners, close } = config.workshop.enabled
    ? await startWorkshop(config, dataDir, folders)
    : await startShop(config, dataDir, folders)
  applyHeapSettings()
  logger.info({ port: config.server.port, dataDir }, `${config.application.name} is listening`)
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down')
    const closed = listeners.map(
      ({ server, io }) =>
        new Promise<void>((resolve) => {
          void io.close()
          server.close(() => resolve())
        }),
    )
    void Promise.all(closed).then(() => {
      close()
      process.exit(0)
    })
    setTimeout(() => process.exit(0), 3000).unref()
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

// A failure outside any request must never take the shop down; progress is on disk either way.
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'))

start().catch((error: unknown) => {
  // What the operator can fix gets one line; anything else keeps its stack for the bug report.
  if (error instanceof StartupError) logger.fatal(error.message)
  else logger.fatal({ err: error }, 'the shop could not start')
  process.exit(1)
})
