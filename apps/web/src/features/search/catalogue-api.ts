import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'
import type { Product } from '../../lib/api-types'
import { stockByProduct, type QuantityRecord } from './stock'

/** The products matching `query` (`GET rest/products/search?q=`; an empty term lists all). */
export function useSearchResults(query: string) {
  return useQuery({
    queryKey: queryKeys.products.search(query),
    queryFn: () => apiRequest<Envelope<Product[]>>(`rest/products/search?q=${encodeURIComponent(query)}`),
    select: (answer) => (Array.isArray(answer.data) ? answer.data : []),
  })
}

/** `GET api/Products/:id`: one product, e.g. to review it from the order history. */
export async function fetchProduct(id: number): Promise<Product> {
  return (await apiRequest<Envelope<Product>>(`api/Products/${id}`)).data
}

/** Stock per product id; a failed load only reaches the console and shows no labels. */
export function useStock(): Map<number, number> {
  const { data } = useQuery({
    queryKey: queryKeys.products.quantities,
    queryFn: () =>
      apiRequest<Envelope<QuantityRecord[]>>('api/Quantitys/').catch((error: unknown) => {
        console.error('Could not load the stock', error)
        throw error
      }),
    select: (answer) => stockByProduct(Array.isArray(answer.data) ? answer.data : []),
  })
  return data ?? new Map<number, number>()
}

/** Where product images live, relative to the page. */
export function productImageUrl(image: string | null | undefined): string {
  return `assets/public/images/products/${image ?? ''}`
}

export const NO_RESULTS_IMAGE = 'assets/public/images/products/no-results.png'
