import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'
import type { Country } from './country'

export type CountryMapping = Partial<Record<string, Country>>

/** `GET /rest/country-mapping`, read once per page load and only when notifications show countries. */
export function useCountryMapping(enabled: boolean): CountryMapping | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.countryMapping,
    // A failure is only logged: the notifications then show no country.
    queryFn: () =>
      apiRequest<CountryMapping>('rest/country-mapping').catch((error: unknown) => {
        console.error('Could not load the country mapping', error)
        return {}
      }),
    staleTime: Infinity,
    retry: false,
    enabled,
  })
  return data
}
