import type { ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'
import { postJson } from './node-http.js'

/**
 * Foundry's `anvil` (a real EVM node) from the npm registry: the `@foundry-rs/anvil` package installs the binary for
 * this platform as an optional dependency, so nothing is downloaded at run time.
 */
export function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const manifest = createRequire(import.meta.url).resolve(
    `@foundry-rs/anvil-${process.platform}-${arch}/package.json`,
  )
  return path.join(path.dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

async function freeLoopbackPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export interface AnvilOptions {
  chainId: number
  /** Mnemonic of the one unlocked account (the deployer and faucet), so contract addresses never change. */
  mnemonic: string
  /** ETH of that account. */
  balanceEth: number
}

export interface RunningAnvil {
  url: string
  process: ChildProcess
}

/**
 * Every anvil this process started and that still runs: ended with the process, whatever the reason it exits (an
 * infrastructure list of child processes, shared by all shops, never per-team state).
 */
const runningNodes = new Set<ChildProcess>()
let exitHookInstalled = false

function track(child: ChildProcess): void {
  runningNodes.add(child)
  child.once('exit', () => runningNodes.delete(child))
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const node of runningNodes) node.kill('SIGKILL')
  })
}

/** Starts anvil on a free loopback port (never reachable from outside) and waits until it answers. */
export async function startAnvil({ chainId, mnemonic, balanceEth }: AnvilOptions): Promise<RunningAnvil> {
  const port = await freeLoopbackPort()
  // node:child_process is loaded when a chain is first needed, not at every start.
  const { spawn } = await import('node:child_process')
  const child = spawn(
    anvilBinary(),
    [
      ...['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)],
      ...['--accounts', '1', '--mnemonic', mnemonic, '--balance', String(balanceEth)],
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  track(child)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}: ${stderr.trim()}`)
    try {
      await postJson(url, { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }, 1000)
      return { url, process: child }
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 50))
  }
  child.kill('SIGKILL')
  throw new Error(`anvil did not answer within 15 s: ${stderr.trim()}`)
}
