import type { JsonRpcRequest } from './chain/local-chain.js'

/**
 * What a wallet and a dapp need from a node, and nothing that administers it (`anvil_*`, `evm_*`, `debug_*`) or
 * signs with the node's own keys (`eth_sendTransaction`, `eth_sign`): players sign locally and send raw transactions.
 */
export const ALLOWED_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_syncing',
  'net_listening',
  'net_version',
  'web3_clientVersion',
])

/** Most requests in one JSON-RPC batch. */
export const MAX_BATCH = 20

export const rpcError = (id: unknown, code: number, message: string) => ({
  jsonrpc: '2.0' as const,
  id: id ?? null,
  error: { code, message },
})

const isRequest = (value: unknown): value is JsonRpcRequest =>
  typeof value === 'object' &&
  value !== null &&
  (value as JsonRpcRequest).jsonrpc === '2.0' &&
  typeof (value as JsonRpcRequest).method === 'string' &&
  ((value as JsonRpcRequest).params === undefined || Array.isArray((value as JsonRpcRequest).params))

/** A JSON-RPC response the shop gives itself, without asking the node. */
export type LocalAnswer = { jsonrpc: '2.0'; id: unknown; result: unknown } | ReturnType<typeof rpcError>

/** A request the node may see, or the answer the shop gives instead. */
export function vetRequest(value: unknown): { request: JsonRpcRequest } | { answer: LocalAnswer } {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : null
  if (!isRequest(value)) return { answer: rpcError(id, -32600, 'Invalid request') }
  // The node's own accounts are not the player's: a wallet asking gets none.
  if (value.method === 'eth_accounts') return { answer: { jsonrpc: '2.0', id: value.id ?? null, result: [] } }
  if (!ALLOWED_METHODS.has(value.method))
    return { answer: rpcError(value.id, -32601, `Method not allowed: ${value.method}`) }
  return {
    request: { jsonrpc: '2.0', id: value.id ?? null, method: value.method, params: value.params ?? [] },
  }
}
