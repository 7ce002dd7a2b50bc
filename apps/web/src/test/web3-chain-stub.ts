import {
  decodeFunctionData,
  encodeFunctionResult,
  keccak256,
  numberToHex,
  type Abi,
  type Address,
  type Hex,
} from 'viem'

const compiled = Object.values(
  import.meta.glob<{ contracts: Record<string, { abi: Abi }> }>('../../../../data/web3-contracts.json', {
    eager: true,
    import: 'default',
  }),
)[0]

export const RPC_URL = 'http://localhost:3000/rest/web3/rpc'

/** The shop's network as `GET rest/web3/network` describes it, with the real ABIs. */
export const testNetwork = {
  chainId: 31337,
  rpcUrl: RPC_URL,
  contracts: {
    beeToken: '0x5fbdb2315678afecb367f032d93f642f64180aa3' as Address,
    beeFaucet: '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512' as Address,
    honeyPotNft: '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0' as Address,
    ethWalletBank: '0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9' as Address,
  },
  abis: {
    beeToken: compiled?.contracts.BeeToken?.abi ?? [],
    beeFaucet: compiled?.contracts.BeeFaucet?.abi ?? [],
    honeyPotNft: compiled?.contracts.HoneyPotNFT?.abi ?? [],
    ethWalletBank: compiled?.contracts.ETHWalletBank?.abi ?? [],
  },
}

export interface RpcCall {
  method: string
  params: unknown[]
}

/** A node's JSON-RPC error, answered instead of a result. */
export class RpcFailure {
  constructor(
    readonly code: number,
    readonly message: string,
    readonly data?: Hex,
  ) {}
}

export type RpcHandler = (params: unknown[]) => unknown

/** Answers `eth_call` to the shop's contracts per function: `(contract, functionName, args) => value`. */
export type ViewHandler = (
  contract: keyof typeof testNetwork.contracts,
  functionName: string,
  args: unknown[],
) => unknown

const defaults: Record<string, RpcHandler> = {
  eth_chainId: () => numberToHex(31337),
  eth_blockNumber: () => '0x10',
  eth_getBalance: () => numberToHex(10n ** 18n),
  eth_getTransactionCount: () => '0x0',
  eth_gasPrice: () => '0x3b9aca00',
  eth_maxPriorityFeePerGas: () => '0x3b9aca00',
  eth_estimateGas: () => '0x5208',
  eth_getBlockByNumber: () => ({
    number: '0x10',
    hash: `0x${'ab'.repeat(32)}`,
    parentHash: `0x${'cd'.repeat(32)}`,
    timestamp: '0x1',
    baseFeePerGas: '0x3b9aca00',
    gasLimit: '0x1c9c380',
    gasUsed: '0x0',
    transactions: [],
  }),
  eth_sendRawTransaction: ([raw]) => keccak256(raw as Hex),
  eth_getTransactionReceipt: ([hash]) => ({
    transactionHash: hash,
    blockHash: `0x${'ab'.repeat(32)}`,
    blockNumber: '0x11',
    status: '0x1',
    logs: [],
    contractAddress: null,
    cumulativeGasUsed: '0x5208',
    gasUsed: '0x5208',
    effectiveGasPrice: '0x3b9aca00',
    from: `0x${'00'.repeat(20)}`,
    to: null,
    transactionIndex: '0x0',
    type: '0x2',
    logsBloom: `0x${'00'.repeat(256)}`,
  }),
}

/**
 * A fake of the shop's chain behind `fetch`: the Web3 REST endpoints from `rest` (keyed `METHOD path`), the RPC
 * endpoint from `rpc` handlers (with defaults for what viem asks while preparing a transaction) and `eth_call` from
 * `views`, encoded with the contracts' real ABIs. Every RPC call is recorded.
 */
export function chainStub(
  options: {
    rest?: Record<string, { status?: number; json: unknown }>
    rpc?: Record<string, RpcHandler>
    views?: ViewHandler
  } = {},
) {
  const calls: RpcCall[] = []
  const restCalls: { key: string; body: unknown }[] = []
  const handlers = { ...defaults, ...options.rpc }
  const answerCall = ({ id, method, params = [] }: { id: unknown; method: string; params?: unknown[] }) => {
    calls.push({ method, params })
    try {
      let result: unknown
      const { to, data } = (params[0] ?? {}) as { to?: Address; data?: Hex }
      const name = Object.entries(testNetwork.contracts).find(
        ([, address]) => address.toLowerCase() === to?.toLowerCase(),
      )?.[0] as keyof typeof testNetwork.contracts | undefined
      if (method === 'eth_call' && options.views && name && data) {
        const abi = testNetwork.abis[name]
        const { functionName, args } = decodeFunctionData({ abi, data })
        const value = options.views(name, functionName, [...(args ?? [])])
        result = encodeFunctionResult({ abi, functionName, result: value as never })
      } else {
        const handler = handlers[method]
        if (!handler)
          return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not allowed: ${method}` } }
        result = handler(params)
      }
      return { jsonrpc: '2.0', id, result }
    } catch (error) {
      if (error instanceof RpcFailure)
        return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, data: error.data } }
      throw error
    }
  }
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input)
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    if (url === RPC_URL) {
      const answer = Array.isArray(body) ? body.map(answerCall) : answerCall(body as never)
      return Response.json(answer)
    }
    const key = `${init?.method ?? 'GET'} ${url}`
    restCalls.push({ key, body })
    if (key === 'GET rest/web3/network') return Response.json(testNetwork)
    const answer = options.rest?.[key]
    if (!answer) return new Response('not stubbed', { status: 500 })
    return Response.json(answer.json, { status: answer.status ?? 200 })
  }
  return { fetch, calls, restCalls, methods: () => calls.map(({ method }) => method) }
}
