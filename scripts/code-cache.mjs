#!/usr/bin/env node
// Writes the V8 code cache of the bundled server, apps/server/dist/server.cjs.cache, which the launcher
// dist/main.cjs (apps/server/src/code-cache-launcher.ts) compiles the bundle with. The shop is started once as
// `npm start` starts it (same V8 flags: V8 rejects a cache made under other flags), on the default configuration
// with a throw-away data folder; a few ordinary requests compile the request path too; the launcher writes the
// cache as the process exits. Then a second start must accept it, or the build fails.
import { existsSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startBuiltShop, untilAnswered } from './built-shop.mjs'
import { freePort } from './free-port.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const cacheFile = path.join(root, 'apps/server/dist/server.cjs.cache')
const warmUpPaths = ['/rest/admin/application-version', '/', '/rest/products/search?q=', '/api/Challenges/']

rmSync(cacheFile, { force: true })
await startOnce({ JUICY_CODE_CACHE: 'write' })
if (!existsSync(cacheFile)) throw new Error('the shop exited without writing its code cache')
const accepted = await startOnce({ JUICY_CODE_CACHE: 'report' })
if (accepted.trim() !== 'code cache accepted') {
  throw new Error(`the second start did not use the code cache: ${accepted.trim() || '(no report)'}`)
}
console.log(`wrote ${path.relative(root, cacheFile)} (${Math.round(statSync(cacheFile).size / 1024)} KiB)`)

/** Starts the shop, waits until the warm-up requests are answered, stops it; resolves with what it printed. */
async function startOnce(extraEnv) {
  const shop = startBuiltShop(root, {
    port: await freePort(),
    env: { ...extraEnv, NODE_ENV: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  shop.child.stdout.on('data', (chunk) => (output += chunk))
  try {
    for (const warmUpPath of warmUpPaths) await untilAnswered(shop, warmUpPath)
  } finally {
    await shop.stop()
  }
  return output
}
