import type { Challenge, Envelope, LanguageInfo } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import type { ApplicationVersion, Basket } from '../../lib/api-types'
import { queryKeys } from '../../lib/query-keys'

function logFailure(what: string): (error: unknown) => never {
  return (error: unknown) => {
    // Failed loads in the shell only reach the console, as in the reference.
    console.error(`Could not load ${what}`, error)
    throw error
  }
}

export function useScoreBoardSolved(): boolean {
  const { data } = useQuery({
    queryKey: queryKeys.challenges.scoreBoardChallenge,
    queryFn: () =>
      apiRequest<Envelope<Challenge[]>>('api/Challenges/?key=scoreBoardChallenge').catch(
        logFailure('challenges'),
      ),
  })
  return data?.data.some((challenge) => challenge.solved) ?? false
}

export function useApplicationVersion(): string {
  const { data } = useQuery({
    queryKey: queryKeys.applicationVersion,
    queryFn: () =>
      apiRequest<ApplicationVersion>('rest/admin/application-version').catch(logFailure('version')),
    staleTime: Infinity,
  })
  return data?.version ?? ''
}

export function useLanguages(): LanguageInfo[] {
  const { data } = useQuery({
    queryKey: queryKeys.languages,
    queryFn: () => apiRequest<LanguageInfo[]>('rest/languages').catch(logFailure('languages')),
    staleTime: Infinity,
  })
  return Array.isArray(data) ? data : []
}

/** Sum of the basket's item quantities; errors count as an empty basket. */
export function basketItemCount(basket: Basket | undefined): number {
  return (basket?.Products ?? []).reduce((sum, product) => sum + (product.BasketItem?.quantity ?? 0), 0)
}

export function useBasketCount(bid: string | null, enabled: boolean): number {
  const { data } = useQuery({
    queryKey: queryKeys.basket.of(bid),
    queryFn: () => apiRequest<Envelope<Basket>>(`rest/basket/${encodeURIComponent(bid ?? '')}`),
    enabled: enabled && bid !== null,
    retry: false,
  })
  return basketItemCount(data?.data)
}
