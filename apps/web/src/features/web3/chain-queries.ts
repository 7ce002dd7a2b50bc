import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type Abi, type Address, type TransactionReceipt } from 'viem'
import { getBalance, readContract, waitForTransactionReceipt, writeContract } from 'viem/actions'
import { queryKeys } from '../../lib/query-keys'
import { TransactionRevertedError } from './transaction-error'
import { useWallet } from './wallet-context'

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
    queryKey: queryKeys.web3.chain.ethBalance(address),
    queryFn: () => getBalance(publicClient, { address }),
  })
}

/** The value of a contract's view function. */
export function useContractValue<T>(call: ContractCall, enabled = true) {
  const { publicClient } = useWallet()
  return useQuery({
    queryKey: queryKeys.web3.chain.contractValue(call.address, call.functionName, call.args ?? []),
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.web3.chain.all })
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
