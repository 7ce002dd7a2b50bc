import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

export function useWalletBalance() {
  return useQuery({
    queryKey: queryKeys.walletBalance,
    queryFn: async () => (await apiRequest<Envelope<number>>('rest/wallet/balance')).data,
  })
}

/** Adds `amount` to the wallet, paid with the saved card `paymentId` (the server checks the card). */
export async function topUpWallet(amount: number, paymentId: string): Promise<void> {
  await apiRequest('rest/wallet/balance', { method: 'PUT', body: { balance: amount, paymentId } })
}
