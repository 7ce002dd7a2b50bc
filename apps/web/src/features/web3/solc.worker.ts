/**
 * The Solidity compiler in a worker: loads the shop's copy of solc's `soljson.js` (GPL-3.0, served unmodified
 * beside its licence under `assets/solc/`) with `importScripts` on the first request and compiles standard JSON
 * input with it. Compiling blocks for a while, hence the worker.
 */

interface SolJson {
  cwrap(name: string, returns: string | null, args: string[]): (...args: unknown[]) => unknown
}

interface WorkerScope {
  importScripts(...urls: string[]): void
  Module?: SolJson
  postMessage(message: CompileResponse): void
  onmessage: ((event: MessageEvent<CompileRequest>) => void) | null
}

export interface CompileRequest {
  id: number
  /** Absolute URL of `soljson.js` on the shop. */
  compilerUrl: string
  /** Standard JSON input. */
  input: string
}

export type CompileResponse = { id: number; version: string; output: string } | { id: number; error: string }

const scope = self as unknown as WorkerScope
let compiler: { version: string; compile: (input: string) => string } | undefined

function loadCompiler(url: string) {
  if (compiler) return compiler
  scope.importScripts(url)
  const solJson = scope.Module
  if (typeof solJson?.cwrap !== 'function') throw new Error('soljson.js did not define the compiler')
  const compile = solJson.cwrap('solidity_compile', 'string', ['string', 'number', 'number'])
  const reset = solJson.cwrap('solidity_reset', null, [])
  const version = String(solJson.cwrap('solidity_version', 'string', [])())
  compiler = {
    version,
    compile: (input) => {
      try {
        // No import callback: a sandbox contract is a single file.
        return String(compile(input, 0, 0))
      } finally {
        reset()
      }
    },
  }
  return compiler
}

scope.onmessage = ({ data }) => {
  try {
    const { version, compile } = loadCompiler(data.compilerUrl)
    scope.postMessage({ id: data.id, version, output: compile(data.input) })
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) })
  }
}
