import { useQuery } from '@tanstack/react-query'
import type { Abi, Address } from 'viem'
import { ApiError, apiRequest, errorText } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/** `GET rest/web3/network`: the shop's local chain, its contracts and their ABIs. */
export interface Web3Network {
  chainId: number
  rpcUrl: string
  contracts: { beeToken: Address; beeFaucet: Address; honeyPotNft: Address; ethWalletBank: Address }
  abis: { beeToken: Abi; beeFaucet: Abi; honeyPotNft: Abi; ethWalletBank: Abi }
}

/** A server answer of the Web3 endpoints: its message is the server's own text (part of the API, not translated). */
export interface Web3Answer {
  success: boolean
  message: string
}

/** The network starts the shop's chain on first use (about a second); it does not change while the page lives. */
export function useWeb3Network() {
  return useQuery({
    queryKey: queryKeys.web3.network,
    queryFn: () => apiRequest<Web3Network>('rest/web3/network'),
    staleTime: Infinity,
  })
}

function answerOf(body: unknown): Web3Answer | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { success, message } = body as Partial<Web3Answer>
  return typeof message === 'string' ? { success: success === true, message } : undefined
}

/** A refusal with a message (e.g. the faucet's 429) is an answer to show, not an error. */
async function web3Call(path: string, body?: unknown): Promise<Web3Answer> {
  try {
    const answer = await apiRequest<unknown>(path, body === undefined ? {} : { method: 'POST', body })
    return answerOf(answer) ?? { success: false, message: errorText(answer) ?? String(answer) }
  } catch (error) {
    const refusal = error instanceof ApiError ? answerOf(error.body) : undefined
    if (refusal) return refusal
    throw error
  }
}

/** `POST rest/web3/faucet`: 1 test ETH for the address (once a minute per address). */
export const requestTestEth = (address: Address) => web3Call('rest/web3/faucet', { address })

/** `GET rest/web3/nftMintListen`: the shop watches for Honey Pot mints; asked once per page load. */
export function useNftMintListening() {
  return useQuery({
    queryKey: queryKeys.web3.nftMintListening,
    queryFn: () => web3Call('rest/web3/nftMintListen'),
    staleTime: Infinity,
    retry: false,
  })
}

/** `POST rest/web3/walletNFTVerify`: whether this wallet minted a Honey Pot (solves the challenge once). */
export const verifyNftMint = (walletAddress: Address) =>
  web3Call('rest/web3/walletNFTVerify', { walletAddress })

/** `POST rest/web3/walletExploitAddress`: registers the wallet whose contracts may deplete the bank (once each). */
export function useExploitWalletRegistration(walletAddress: Address) {
  return useQuery({
    queryKey: queryKeys.web3.exploitWallet(walletAddress),
    queryFn: () => web3Call('rest/web3/walletExploitAddress', { walletAddress }),
    staleTime: Infinity,
    retry: false,
  })
}
