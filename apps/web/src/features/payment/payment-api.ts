import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/** A saved card as `api/Cards` answers it. */
export interface Card {
  id: number
  fullName: string
  cardNum: string | number
  expMonth: number
  expYear: number
}

const data = async <T>(path: string): Promise<T> => (await apiRequest<Envelope<T>>(path)).data

export function useCards() {
  return useQuery({ queryKey: queryKeys.cards.all, queryFn: () => data<Card[]>('api/Cards') })
}

/** One saved card; `wallet` as payment id means no card. */
export function useCard(id: string | null) {
  return useQuery({
    queryKey: queryKeys.cards.one(id ?? ''),
    queryFn: () => data<Card>(`api/Cards/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null && id !== '' && id !== 'wallet',
  })
}

export function saveCard(card: Omit<Card, 'id'>): Promise<Envelope<Card>> {
  return apiRequest<Envelope<Card>>('api/Cards/', { method: 'POST', body: card })
}

export function deleteCard(id: number): Promise<unknown> {
  return apiRequest(`api/Cards/${id}`, { method: 'DELETE' })
}

export function redeemCoupon(bid: string, coupon: string): Promise<{ discount: number }> {
  return apiRequest<{ discount: number }>(
    `rest/basket/${encodeURIComponent(bid)}/coupon/${encodeURIComponent(coupon)}`,
    { method: 'PUT' },
  )
}
