import { defineChain, type Chain } from 'viem'
import type { Web3Network } from './web3-network-api'

/**
 * The RPC URL the page can reach: the server's, unless the server named another origin than the page's (behind a
 * TLS-terminating proxy it may say `http:` for an `https:` page, which the browser would block); then the endpoint
 * beside the page.
 */
export function reachableRpcUrl(rpcUrl: string): string {
  const beside = new URL('rest/web3/rpc', document.baseURI)
  try {
    return new URL(rpcUrl).origin === beside.origin ? rpcUrl : beside.href
  } catch {
    return beside.href
  }
}

/** The shop's local chain as viem describes a chain. */
export function chainOf(network: Web3Network): Chain {
  return defineChain({
    id: network.chainId,
    name: 'Juicy Shop test chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [reachableRpcUrl(network.rpcUrl)] } },
  })
}
