import { getAddress, numberToHex, type Address } from 'viem'
import type { Eip1193Provider } from './eip1193'
import { reachableRpcUrl } from './web3-chain'
import type { Web3Network } from './web3-network-api'

/** The chain as `wallet_addEthereumChain` describes it to a wallet such as MetaMask. */
export function chainParameters(network: Web3Network) {
  return {
    chainId: numberToHex(network.chainId),
    chainName: 'Juicy Shop test chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: [reachableRpcUrl(network.rpcUrl)],
  }
}

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined

/**
 * Connects a browser wallet (MetaMask & co.): asks for its accounts, then switches it to the shop's chain, adding
 * the chain first where the wallet does not know it (error 4902). Returns the wallet's first account.
 */
export async function connectInjectedWallet(
  provider: Eip1193Provider,
  network: Web3Network,
): Promise<Address> {
  const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
  const first = accounts[0]
  if (!first) throw new Error('The wallet shared no account')
  const chain = chainParameters(network)
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chain.chainId }] })
  } catch (error) {
    const code = errorCode(error)
    if (code !== 4902 && code !== -32603) throw error
    await provider.request({ method: 'wallet_addEthereumChain', params: [chain] })
  }
  return getAddress(first)
}
