import { afterEach, describe, expect, it, vi } from 'vitest'
import { compileSolidity, compilerInput, readCompilerOutput, SOURCE_FILE } from './solc-compiler'
import type { CompileRequest, CompileResponse } from './solc.worker'

const output = JSON.stringify({
  errors: [
    { severity: 'warning', formattedMessage: 'Warning: Unused local variable.\n --> Sandbox.sol:7:9:\n' },
    { severity: 'info', message: 'Just so you know' },
  ],
  contracts: {
    [SOURCE_FILE]: {
      IBank: {
        abi: [{ type: 'function', name: 'withdraw', inputs: [], outputs: [], stateMutability: 'nonpayable' }],
        evm: { bytecode: { object: '' } },
      },
      Drain: { abi: [], evm: { bytecode: { object: '6080' } } },
    },
  },
})

/** Stands in for the compiler worker: answers each request with `answer`. */
function fakeWorker(answer: (request: CompileRequest) => CompileResponse | 'crash') {
  const created: { url: string; requests: CompileRequest[] }[] = []
  class FakeWorker {
    onmessage: ((event: MessageEvent<CompileResponse>) => void) | null = null
    onerror: ((event: ErrorEvent) => void) | null = null
    private readonly record: { url: string; requests: CompileRequest[] }
    constructor(url: URL) {
      this.record = { url: String(url), requests: [] }
      created.push(this.record)
    }
    postMessage(request: CompileRequest) {
      this.record.requests.push(request)
      const response = answer(request)
      setTimeout(() => {
        if (response === 'crash') this.onerror?.(new ErrorEvent('error', { message: 'soljson.js: 404' }))
        else this.onmessage?.(new MessageEvent('message', { data: response }))
      })
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker)
  return created
}

describe('compiling in the browser', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for the shop chain\u2019s EVM version, ABIs and bytecode of the one source file', () => {
    const input = JSON.parse(compilerInput('contract A {}'))
    expect(input).toMatchObject({
      language: 'Solidity',
      sources: { 'Sandbox.sol': { content: 'contract A {}' } },
      settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
    })
  })

  it('reads messages and the deployable contracts (interfaces have no bytecode)', () => {
    const result = readCompilerOutput('0.8.37', output)
    expect(result.messages).toEqual([
      { severity: 'warning', message: 'Warning: Unused local variable.\n --> Sandbox.sol:7:9:' },
      { severity: 'info', message: 'Just so you know' },
    ])
    expect(result.contracts).toEqual([{ file: SOURCE_FILE, name: 'Drain', abi: [], bytecode: '0x6080' }])
  })

  it('compiles in a worker that loads the shop\u2019s own soljson.js, and starts a new worker after a crash', async () => {
    let crash = true
    const workers = fakeWorker(({ id }) => (crash ? 'crash' : { id, version: '0.8.37+commit', output }))
    await expect(compileSolidity('contract Drain {}')).rejects.toThrow('soljson.js: 404')
    crash = false
    const result = await compileSolidity('contract Drain {}')
    expect(result.version).toBe('0.8.37+commit')
    expect(result.contracts.map(({ name }) => name)).toEqual(['Drain'])
    expect(workers).toHaveLength(2)
    expect(workers[1]?.url).toMatch(/solc\.worker\.ts/)
    const request = workers[1]?.requests[0]
    expect(request?.compilerUrl).toBe(new URL('assets/solc/soljson.js', document.baseURI).href)
    expect(JSON.parse(request?.input ?? '{}').sources[SOURCE_FILE].content).toBe('contract Drain {}')
  })
})
