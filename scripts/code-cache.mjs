#!/usr/bin/env node
// Writes the V8 code cache of the bundled server, apps/server/dist/server.cjs.cache, which the launcher
// dist/main.js (apps/server/src/code-cache-launcher.ts) compiles the bundle with. The shop is started once as
// `npm start` starts it (same V8 flags: V8 rejects a cache made under other flags), on the default configuration
// with a throw-away data folder; a few ordinary requests compile the request path too; the launcher writes the
// cache as the process exits. Then a second start must accept it, or the build fails.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port.mjs'
import { startCommand } from './start-command.mjs'

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
  const { flags, script } = startCommand(root)
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'juicy-code-cache-'))
  const child = spawn(process.execPath, [...flags, script], {
    cwd: root,
    env: {
      ...process.env,
      ...extraEnv,
      NODE_ENV: '',
      PORT: String(port),
      SHOP_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    await untilAnswered(`http://127.0.0.1:${port}`, child)
  } finally {
    child.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
  return output
}

async function untilAnswered(base, child) {
  const deadline = Date.now() + 30_000
  for (const warmUpPath of warmUpPaths) {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode} while warming up`)
      if (Date.now() > deadline) throw new Error(`the shop did not answer ${warmUpPath} within 30 s`)
      const status = await fetch(`${base}${warmUpPath}`).then(
        (response) => response.arrayBuffer().then(() => response.status),
        () => 0,
      )
      if (status === 200) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
}
