// The built shop started from a script (the code-cache build, the screenshots, the benchmarks): with the node flags
// `npm start` gives it (scripts/start-command.mjs), on a throw-away data folder, and polled until it answers.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startCommand } from './start-command.mjs'

/**
 * Starts the built shop on `port` with a fresh data folder; `env` is added to this process's environment and
 * `extraFlags` follow npm start's own node flags (so they may override them). Answers the child process, the base
 * URL (and the trainer's, for a workshop), the moment just before the start (`started`, from process.hrtime.bigint) and `stop()`, which ends the shop
 * and removes its data folder. `script` and `args` start another server the same way instead (the benchmark's floor).
 */
export function startBuiltShop(
  root,
  { port, env = {}, extraFlags = [], stdio = ['ignore', 'ignore', 'inherit'], script, args = [] },
) {
  const { flags, script: shopScript } = startCommand(root)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'juicy-shop-'))
  const started = process.hrtime.bigint()
  const child = spawn(process.execPath, [...flags, ...extraFlags, script ?? shopScript, ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SHOP_DATA_DIR: dataDir, ...env },
    stdio,
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
  // In workshop mode the trainer's listener is on TRAINER_PORT, by default the players' port + 1.
  const trainerPort = env.TRAINER_PORT ?? port + 1
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    trainerBase: `http://127.0.0.1:${trainerPort}`,
    started,
    stop,
  }
}

/**
 * Polls `urlPath` until the shop answers it with 200, and answers the milliseconds since the shop was started. Fails
 * when the shop exits first or `timeoutMs` passes.
 */
export async function untilAnswered(shop, urlPath, { timeoutMs = 30_000, intervalMs = 20 } = {}) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (shop.child.exitCode !== null)
      throw new Error(`the shop exited with ${shop.child.exitCode} before answering ${urlPath}`)
    if (Date.now() > deadline)
      throw new Error(`the shop did not answer ${urlPath} within ${timeoutMs / 1000} s`)
    const status = await fetch(`${shop.base}${urlPath}`).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 0,
    )
    if (status === 200) return Number(process.hrtime.bigint() - shop.started) / 1e6
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
