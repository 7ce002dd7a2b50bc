import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/**
 * Why the server would refuse the offer to a user of this role (its GET answers 400 to anyone but a customer), so the
 * page can say it without asking; null for a customer.
 */
export function deluxeRefusalKey(role: unknown): 'DELUXE_ALREADY_MEMBER' | 'DELUXE_NOT_ELIGIBLE' | null {
  if (role === 'deluxe') return 'DELUXE_ALREADY_MEMBER'
  return role === 'customer' ? null : 'DELUXE_NOT_ELIGIBLE'
}

/** `GET rest/deluxe-membership`: what the membership costs. */
export function useDeluxeMembership(enabled = true) {
  return useQuery({
    queryKey: queryKeys.deluxeMembership,
    queryFn: () => apiRequest<{ data: { membershipCost: number } }>('rest/deluxe-membership'),
    enabled,
  })
}

interface DeluxeAnswer {
  data?: { confirmation?: string; token?: string }
}

/** `POST rest/deluxe-membership`: pays the membership from the wallet or with saved card `paymentId`. */
export function buyDeluxeMembership(paymentId: string): Promise<DeluxeAnswer> {
  const body = paymentId === 'wallet' ? { paymentMode: 'wallet' } : { paymentMode: 'card', paymentId }
  return apiRequest<DeluxeAnswer>('rest/deluxe-membership', { method: 'POST', body })
}
