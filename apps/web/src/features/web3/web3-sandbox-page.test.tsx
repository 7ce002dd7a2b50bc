import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { encodeFunctionResult, type Abi } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../test/render'
import { chainStub } from '../../test/web3-chain-stub'
import { SAMPLE_CONTRACT } from './sample-contract'
import type { CompileRequest, CompileResponse } from './solc.worker'
import Web3SandboxPage from './web3-sandbox-page'

const COUNTER_ABI: Abi = [
  { type: 'constructor', inputs: [{ name: 'start', type: 'uint256' }], stateMutability: 'nonpayable' },
  {
    type: 'function',
    name: 'squeezed',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
    stateMutability: 'view',
  },
  { type: 'function', name: 'squeeze', inputs: [], outputs: [], stateMutability: 'nonpayable' },
]
const DEPLOYED = '0x1111111111111111111111111111111111111111'

/** What the compiler worker answers (the page keeps its one worker, so the fake reads this at each request). */
let compilerOutput: object = {}
const requests: CompileRequest[] = []
class FakeWorker {
  onmessage: ((event: MessageEvent<CompileResponse>) => void) | null = null
  postMessage(request: CompileRequest) {
    requests.push(request)
    const data = { id: request.id, version: '0.8.37+commit.f401782d', output: JSON.stringify(compilerOutput) }
    setTimeout(() => this.onmessage?.(new MessageEvent('message', { data })))
  }
  terminate() {}
}

function stubCompiler(output: object) {
  compilerOutput = output
  requests.length = 0
  vi.stubGlobal('Worker', FakeWorker)
  return requests
}

describe('Web3 sandbox page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('offers an editor holding the sample contract and loads its padding image', () => {
    const { container } = renderPage(<Web3SandboxPage />, '/web3-sandbox')
    expect(screen.getByRole('heading', { name: 'Smart contract sandbox' })).toBeTruthy()
    const editor = screen.getByLabelText('Solidity source code') as HTMLTextAreaElement
    expect(editor.id).toBe('sandboxEditor')
    expect(editor.value).toBe(SAMPLE_CONTRACT)
    expect(container.querySelector('img[src="assets/public/images/padding/11px.png"]')).not.toBeNull()
    fireEvent.change(editor, { target: { value: 'contract Empty {}' } })
    expect(editor.value).toBe('contract Empty {}')
  })

  it('starts from a complete MIT-licensed contract for a 0.8.20 compiler', () => {
    expect(SAMPLE_CONTRACT).toMatch(/^\/\/ SPDX-License-Identifier: MIT\npragma solidity \^0\.8\.20;/)
    expect(SAMPLE_CONTRACT).toContain('contract JuiceCounter {')
  })

  it("compiles the editor's source and shows the compiler's errors", async () => {
    const requests = stubCompiler({
      errors: [
        {
          severity: 'error',
          formattedMessage: "ParserError: Expected ';' but got '}'\n --> Sandbox.sol:1:30:",
        },
      ],
    })
    renderPage(<Web3SandboxPage />, '/web3-sandbox')
    fireEvent.change(screen.getByLabelText('Solidity source code'), {
      target: { value: 'contract Broken { uint x }' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Compile' }))
    const summary = await screen.findByTestId('compile-summary')
    expect(summary.textContent).toBe('Compilation with solc 0.8.37+commit.f401782d failed.')
    expect(screen.getByTestId('compiler-message').textContent).toContain("ParserError: Expected ';'")
    expect(JSON.parse(requests[0]?.input ?? '{}').sources['Sandbox.sol'].content).toBe(
      'contract Broken { uint x }',
    )
    expect(screen.queryByRole('button', { name: 'Deploy' })).toBeNull()
  })

  it('deploys a compiled contract through the training wallet and calls its functions', async () => {
    stubCompiler({
      contracts: {
        'Sandbox.sol': { Counter: { abi: COUNTER_ABI, evm: { bytecode: { object: '6080604052' } } } },
      },
    })
    const stub = chainStub({
      rpc: {
        eth_call: () => encodeFunctionResult({ abi: COUNTER_ABI, functionName: 'squeezed', result: 42n }),
        eth_getTransactionReceipt: ([hash]) => ({
          transactionHash: hash,
          blockHash: `0x${'ab'.repeat(32)}`,
          blockNumber: '0x11',
          status: '0x1',
          logs: [],
          contractAddress: DEPLOYED,
          cumulativeGasUsed: '0x5208',
          gasUsed: '0x5208',
          effectiveGasPrice: '0x1',
          from: `0x${'00'.repeat(20)}`,
          to: null,
          transactionIndex: '0x0',
          type: '0x2',
          logsBloom: `0x${'00'.repeat(256)}`,
        }),
      },
    })
    vi.stubGlobal('fetch', vi.fn(stub.fetch))
    renderPage(<Web3SandboxPage />, '/web3-sandbox')
    fireEvent.click(screen.getByRole('button', { name: 'Compile' }))
    expect((await screen.findByTestId('compile-summary')).textContent).toBe(
      'Compiled with solc 0.8.37+commit.f401782d. Contracts: Counter',
    )
    const args = await screen.findByLabelText('Constructor arguments (comma-separated)')
    expect(screen.getByText('constructor(uint256 start)')).toBeTruthy()
    fireEvent.change(args, { target: { value: '1, 2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Deploy' }))
    expect(await screen.findByText('Expected 1 arguments, got 2.')).toBeTruthy()
    fireEvent.change(args, { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Deploy' }))
    expect((await screen.findByTestId('deploy-result')).textContent).toBe(`Counter deployed at ${DEPLOYED}`)
    const deployed = screen.getByTestId('deployed-contract')
    const squeezed = within(deployed).getByTestId('function-squeezed')
    fireEvent.click(within(squeezed).getByRole('button', { name: 'Call' }))
    expect((await within(squeezed).findByTestId('function-result')).textContent).toBe('Result: 42')
    const squeeze = within(deployed).getByTestId('function-squeeze')
    fireEvent.click(within(squeeze).getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(within(squeeze).getByTestId('function-result').textContent).toBe(
        'Transaction confirmed in block 17.',
      ),
    )
    expect(stub.methods().filter((method) => method === 'eth_sendRawTransaction')).toHaveLength(2)
  })
})
