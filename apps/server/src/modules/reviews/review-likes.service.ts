import { setTimeout as delay } from 'node:timers/promises'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import type { EditAnswer } from './reviews.service.js'

/** The pause between counting a like and recording who gave it, as in the reference. */
export const likeDelayMs = 150

export type LikeOutcome =
  | { kind: 'liked'; answer: EditAnswer }
  | { kind: 'wrongParams' }
  | { kind: 'notFound' }
  | { kind: 'alreadyLiked' }

const likedByOf = (review: Record<string, unknown>): unknown[] =>
  Array.isArray(review.likedBy) ? review.likedBy : []

// vuln-code-snippet start timingAttackChallenge
// vuln-code-snippet hide-start timingAttackChallenge
/**
 * Likes a review for the caller. The check whether the caller already liked it and the recording of the like are
 * separated by a pause, so several likes sent at once all pass the check (the Multiple Likes race).
 */
// vuln-code-snippet hide-end timingAttackChallenge
// Likes a review for the caller; every user can like a review once.
export async function likeReview(
  shop: Shop,
  id: unknown,
  email: string,
  request: RequestFacts,
): Promise<LikeOutcome> {
  if (typeof id !== 'string') return { kind: 'wrongParams' }
  const posts = shop.docs.posts
  const review = posts.findOne({ _id: id })
  if (!review) return { kind: 'notFound' }
  if (likedByOf(review).includes(email)) return { kind: 'alreadyLiked' } // vuln-code-snippet neutral-line timingAttackChallenge
  posts.update({ _id: id }, (current) => ({ ...current, likesCount: Number(current.likesCount ?? 0) + 1 })) // vuln-code-snippet neutral-line timingAttackChallenge
  await delay(likeDelayMs) // vuln-code-snippet vuln-line timingAttackChallenge
  const current = posts.findOne({ _id: id })
  if (!current) return { kind: 'notFound' }
  const likedBy = [...likedByOf(current), email]
  const likesByCaller = likedBy.filter((entry) => entry === email).length
  shop.events.publish('review.liked', { reviewId: id, email, likesByCaller, request })
  const modified = posts.update({ _id: id }, (stored) => ({ ...stored, likedBy })) // vuln-code-snippet neutral-line timingAttackChallenge
  return { kind: 'liked', answer: { modified, original: [current], updated: posts.find({ _id: id }) } }
}
// vuln-code-snippet end timingAttackChallenge
