import type { Server as HttpServer } from 'node:http'
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

interface Running {
  server: HttpServer
  io: SocketServer
  close: () => void
}

function startShop(config: ReturnType<typeof loadConfig>, dataDir: string, folders: AppFolders): Running {
  const shop = createShop({ config, dataDir, logger })
  const server = createShopServer(shop, folders)
  return { server, io: attachRealtime(server, shop), close: () => shop.close() }
}

async function startWorkshop(
  config: ReturnType<typeof loadConfig>,
  dataDir: string,
  folders: AppFolders,
): Promise<Running> {
  const workshop = await createWorkshop({ config, dataDir, logger, folders })
  const server = workshop.createServer()
  logger.info({ teams: workshop.registry.size }, 'workshop mode: players join at /workshop/join')
  return { server, io: workshop.attachRealtime(server), close: () => workshop.close() }
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
  const { server, io, close } = config.workshop.enabled
    ? await startWorkshop(config, dataDir, folders)
    : startShop(config, dataDir, folders)
  await listen(server, config.server.port)
  applyHeapSettings()
  logger.info({ port: config.server.port, dataDir }, `${config.application.name} is listening`)
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down')
    void io.close()
    server.close(() => {
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
