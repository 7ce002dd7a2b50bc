import { createServer } from 'node:http'
import path from 'node:path'
import pino from 'pino'
import { createApp } from './app.js'
import { ConfigError, loadConfig } from './config/loader.js'
import { attachRealtime } from './platform/realtime.js'
import { paths } from './platform/paths.js'
import { createShop } from './shop/shop.js'

/** Process entry: load configuration, create the shop, listen, shut down gracefully. */
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' })

function start(): void {
  const config = loadConfig({ configDir: paths.configDir })
  const dataDir = path.resolve(process.env.SHOP_DATA_DIR ?? '.shop-data')
  const shop = createShop({ config, dataDir, logger })
  const server = createServer(createApp(shop))
  const io = attachRealtime(server, shop)
  server.listen(config.server.port, () => {
    logger.info({ port: config.server.port, dataDir }, `${config.application.name} is listening`)
  })
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down')
    void io.close()
    server.close(() => {
      shop.close()
      process.exit(0)
    })
    setTimeout(() => process.exit(0), 3000).unref()
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

// A failure outside any request must never take the shop down; progress is on disk either way.
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'))

try {
  start()
} catch (error) {
  if (error instanceof ConfigError) {
    logger.fatal(error.message)
    process.exit(1)
  }
  throw error
}
