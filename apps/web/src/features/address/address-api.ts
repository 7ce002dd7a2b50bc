import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'
import type { AddressBody } from './address-rules'

/** A saved address as `api/Addresss` answers it. */
export interface Address {
  id: number
  fullName: string
  mobileNum: number
  zipCode: string
  streetAddress: string
  city: string
  state?: string | null
  country: string
}

const data = async <T>(path: string): Promise<T> => (await apiRequest<Envelope<T>>(path)).data

export function useAddresses() {
  return useQuery({ queryKey: queryKeys.addresses.all, queryFn: () => data<Address[]>('api/Addresss') })
}

export function useAddress(id: string | null) {
  return useQuery({
    queryKey: queryKeys.addresses.one(id ?? ''),
    queryFn: () => data<Address>(`api/Addresss/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null && id !== '',
  })
}

/** Creates an address, or changes address `id`; answers the saved address. */
export async function saveAddress(id: string | undefined, address: AddressBody): Promise<Address> {
  const answer = await apiRequest<Envelope<Address>>(
    id === undefined ? 'api/Addresss/' : `api/Addresss/${id}`,
    {
      method: id === undefined ? 'POST' : 'PUT',
      body: address,
    },
  )
  return answer.data
}

export async function deleteAddress(id: number): Promise<void> {
  await apiRequest(`api/Addresss/${id}`, { method: 'DELETE' })
}
