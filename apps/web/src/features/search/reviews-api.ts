import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/** A product review as `GET rest/products/:id/reviews` answers it. */
export interface Review {
  _id: string
  product?: number | string
  message: string
  author: string
  likesCount: number
  likedBy?: string[]
  /** Set when the caller already liked it, and on every review for anonymous callers. */
  liked?: boolean
}

export const REVIEW_MAX_LENGTH = 160
/** The like list refreshes this long after a like. */
export const LIKE_REFRESH_DELAY_MS = 200

async function fetchReviews(productId: number): Promise<Review[]> {
  const answer = await apiRequest<Envelope<Review[]>>(`rest/products/${productId}/reviews`)
  return Array.isArray(answer.data) ? answer.data : []
}

/** A product's reviews; a failed load also reaches the console. */
export function useReviews(productId: number) {
  return useQuery({
    queryKey: queryKeys.products.reviews(productId),
    queryFn: () =>
      fetchReviews(productId).catch((error: unknown) => {
        console.error('Could not load the reviews', error)
        throw error
      }),
  })
}

export async function createReview(productId: number, message: string, author: string): Promise<void> {
  await apiRequest(`rest/products/${productId}/reviews`, { method: 'PUT', body: { message, author } })
}

export async function editReview(id: string, message: string): Promise<void> {
  await apiRequest('rest/products/reviews', { method: 'PATCH', body: { id, message } })
}

export async function likeReview(id: string): Promise<void> {
  await apiRequest('rest/products/reviews', { method: 'POST', body: { id } })
}

/** A new review: not blank, at most 160 characters. */
export function canSubmitReview(message: string): boolean {
  return message.trim() !== '' && message.length <= REVIEW_MAX_LENGTH
}

/** An edited review: required, 1-160 characters (MANDATORY_REVIEW). */
export function validateEditedReview(message: string): true | 'MANDATORY_REVIEW' {
  return message.length >= 1 && message.length <= REVIEW_MAX_LENGTH ? true : 'MANDATORY_REVIEW'
}

/** Only the author may edit, and nobody edits anonymous reviews. */
export function canEditReview(review: Review, email: string | undefined): boolean {
  return email !== undefined && email !== '' && review.author !== 'Anonymous' && review.author === email
}

/** Liking needs a login and is allowed once per review. */
export function canLikeReview(review: Review, loggedIn: boolean): boolean {
  return loggedIn && review.liked !== true
}
