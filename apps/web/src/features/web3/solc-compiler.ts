import type { Abi, Hex } from 'viem'
import type { CompileRequest, CompileResponse } from './solc.worker'

/** The sandbox's one source file. */
export const SOURCE_FILE = 'Sandbox.sol'

export interface CompiledContract {
  file: string
  name: string
  abi: Abi
  bytecode: Hex
}

export interface CompilerMessage {
  severity: 'error' | 'warning' | 'info'
  message: string
}

export interface CompileResult {
  version: string
  messages: CompilerMessage[]
  /** Deployable contracts (interfaces and abstract contracts have no bytecode and are left out). */
  contracts: CompiledContract[]
}

interface StandardOutput {
  errors?: { severity?: string; formattedMessage?: string; message?: string }[]
  contracts?: Record<string, Record<string, { abi?: Abi; evm?: { bytecode?: { object?: string } } }>>
}

/** Standard JSON input for the sandbox's source, for the EVM version of the shop's chain. */
export function compilerInput(source: string): string {
  return JSON.stringify({
    language: 'Solidity',
    sources: { [SOURCE_FILE]: { content: source } },
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: false, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  })
}

/** The compiler's messages and deployable contracts from its standard JSON output. */
export function readCompilerOutput(version: string, output: string): CompileResult {
  const parsed = JSON.parse(output) as StandardOutput
  const messages = (parsed.errors ?? []).map(({ severity, formattedMessage, message }): CompilerMessage => ({
    severity: severity === 'error' || severity === 'warning' ? severity : 'info',
    message: (formattedMessage ?? message ?? '').trim(),
  }))
  const contracts = Object.entries(parsed.contracts ?? {}).flatMap(([file, byName]) =>
    Object.entries(byName)
      .filter(([, compiled]) => (compiled.evm?.bytecode?.object ?? '') !== '')
      .map(([name, compiled]) => ({
        file,
        name,
        abi: compiled.abi ?? [],
        bytecode: `0x${compiled.evm?.bytecode?.object ?? ''}` as Hex,
      })),
  )
  return { version, messages, contracts }
}

let worker: Worker | undefined
let nextId = 0
const pending = new Map<
  number,
  { resolve: (response: CompileResponse) => void; reject: (error: Error) => void }
>()

function compilerWorker(): Worker {
  if (worker) return worker
  const created = new Worker(new URL('./solc.worker.ts', import.meta.url))
  created.onmessage = ({ data }: MessageEvent<CompileResponse>) => {
    pending.get(data.id)?.resolve(data)
    pending.delete(data.id)
  }
  created.onerror = (event) => {
    event.preventDefault()
    for (const { reject } of pending.values()) reject(new Error(event.message || 'The compiler failed'))
    pending.clear()
    created.terminate()
    worker = undefined
  }
  worker = created
  return created
}

/** The shop's copy of the compiler, next to the client (the shop may run below a path prefix). */
export const compilerUrl = () => new URL('assets/solc/soljson.js', document.baseURI).href

/** Compiles the source in the worker (which loads the compiler on first use). */
export function compileSolidity(source: string): Promise<CompileResult> {
  const id = ++nextId
  const request: CompileRequest = { id, compilerUrl: compilerUrl(), input: compilerInput(source) }
  return new Promise<CompileResponse>((resolve, reject) => {
    pending.set(id, { resolve, reject })
    compilerWorker().postMessage(request)
  }).then((response) => {
    if ('error' in response) throw new Error(response.error)
    return readCompilerOutput(response.version, response.output)
  })
}
