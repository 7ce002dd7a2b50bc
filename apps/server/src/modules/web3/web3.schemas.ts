import { anyField, fieldsOf } from '../../platform/http/request-input.js'

/** The Web3 pages' requests: values are judged by the routes, any of them may be wrong. */
/** POST /rest/web3/rpc: one JSON-RPC call or a batch; each call is vetted by the gateway (rpc-gateway.ts). */
export const rpcBody = anyField

export const submitKeyBody = fieldsOf({ privateKey: anyField })
export const faucetBody = fieldsOf({ address: anyField })
export const walletBody = fieldsOf({ walletAddress: anyField })
