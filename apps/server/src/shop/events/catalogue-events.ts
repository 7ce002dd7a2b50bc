import type { RequestFacts } from '../request-facts.js'

/** Events of the product catalogue, search and reviews (catalogue area). */
export interface CatalogueEvents {
  /** A product search answered successfully; `answer` is the JSON text sent. */
  'product.searched': { answer: string; request: RequestFacts }
  /** A product's description was stored (create or update); `description` is the stored value. */
  'product.descriptionWritten': { productId: unknown; description: unknown; request: RequestFacts }
  /** The reviews of a product were looked up through a JavaScript selection; the time it took. */
  'review.lookupTimed': { productId: string; durationMs: number; request: RequestFacts }
  /** A review was stored; `callerEmail` is the email of the Bearer token's session, if any. */
  'review.created': { author: string; callerEmail: string | undefined; request: RequestFacts }
  /** A review edit ran; `originalAuthors` are the authors of the modified reviews before the change. */
  'review.edited': {
    modified: number
    originalAuthors: unknown[]
    callerEmail: string | undefined
    request: RequestFacts
  }
  /** A like was recorded; `likesByCaller` counts the caller's email in the review's likedBy list afterwards. */
  'review.liked': { reviewId: string; email: string; likesByCaller: number; request: RequestFacts }
}
