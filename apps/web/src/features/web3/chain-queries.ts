import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type Abi, type Address, type TransactionReceipt } from 'viem'
import { getBalance, readContract, waitForTransactionReceipt, writeContract } from 'viem/actions'
import { TransactionRevertedError } from './transaction-error'
import { useWallet } from './wallet-context'

/** Every query of chain state starts with this key; a confirmed transaction refetches them all. */
export const chainKey = ['web3', 'chain'] as const

export interface ContractCall {
  address: Address
  abi: Abi
  functionName: string
  args?: readonly unknown[]
}

/** The ETH balance of an address (in wei). */
export function useEthBalance(address: Address) {
  const { publicClient } = useWallet()
  return useQuery({
    queryKey: [...chainKey, 'eth', address],
    queryFn: () => getBalance(publicClient, { address }),
  })
}

/** The value of a contract's view function. */
export function useContractValue<T>(call: ContractCall, enabled = true) {
  const { publicClient } = useWallet()
  return useQuery({
    queryKey: [...chainKey, call.address, call.functionName, ...(call.args ?? []).map(String)],
    queryFn: async () => (await readContract(publicClient, call)) as T,
    enabled,
  })
}

/** Sends a transaction through the active wallet and waits until it is mined. */
export function useSendAndConfirm() {
  const { publicClient } = useWallet()
  const queryClient = useQueryClient()
  return async (send: () => Promise<`0x${string}`>): Promise<TransactionReceipt> => {
    try {
      const hash = await send()
      const receipt = await waitForTransactionReceipt(publicClient, { hash })
      if (receipt.status !== 'success') throw new TransactionRevertedError(hash)
      return receipt
    } finally {
      void queryClient.invalidateQueries({ queryKey: chainKey })
    }
  }
}

/** A contract function called with a transaction from the active wallet; resolves with the receipt once mined. */
export function useContractWrite() {
  const { walletClient, active, chain } = useWallet()
  const confirm = useSendAndConfirm()
  return useMutation({
    mutationFn: (call: ContractCall & { value?: bigint }) =>
      confirm(() => writeContract(walletClient, { ...call, account: active.address, chain })),
  })
}
