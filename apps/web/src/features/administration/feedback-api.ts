import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/** A customer feedback as `GET /api/Feedbacks` answers it. */
export interface Feedback {
  id: number
  UserId?: number | null
  comment?: string | null
  rating: number
  createdAt?: string
  updatedAt?: string
}

export async function fetchFeedbacks(): Promise<Feedback[]> {
  const answer = await apiRequest<Envelope<Feedback[]>>('api/Feedbacks/')
  return Array.isArray(answer.data) ? answer.data : []
}

/** Any logged-in user may delete feedback; the administration page is the intended caller. */
export async function deleteFeedback(id: number): Promise<void> {
  await apiRequest(`api/Feedbacks/${id}`, { method: 'DELETE' })
}

/** All feedback; shared by the About page slideshow and the administration table. */
export function useFeedbacks() {
  return useQuery({ queryKey: queryKeys.administration.feedbacks, queryFn: fetchFeedbacks })
}
