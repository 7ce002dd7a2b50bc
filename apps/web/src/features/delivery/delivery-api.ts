import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/** A delivery speed as `api/Deliverys` answers it. */
export interface DeliveryMethod {
  id: number
  name: string
  price: number
  eta: number
  icon: string
}

const data = async <T>(path: string): Promise<T> => (await apiRequest<Envelope<T>>(path)).data

export function useDeliveryMethods() {
  return useQuery({
    queryKey: queryKeys.deliveryMethods.all,
    queryFn: () => data<DeliveryMethod[]>('api/Deliverys'),
  })
}

export function useDeliveryMethod(id: string | null) {
  return useQuery({
    queryKey: queryKeys.deliveryMethods.one(id ?? ''),
    queryFn: () => data<DeliveryMethod>(`api/Deliverys/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null && id !== '',
  })
}
