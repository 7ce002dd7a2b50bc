import { truncated } from '../../platform/text.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Document } from '../../shop/document-store.js'
import type { Shop } from '../../shop/shop.js'
import { reviewIdSelector } from './review-selector.js'

/** Longest review text and author the server stores (the client allows 160 characters). */
export const maxMessageLength = 4096
export const maxAuthorLength = 255

/**
 * Limits of the JavaScript review selection: long enough for the canonical `sleep(100)` payload to finish (about
 * 3 s over the seeded reviews), short enough that an endless loop is stopped soon.
 */
export const lookupLimits = { timeoutMs: 5000 }

export type Review = Document & { liked?: boolean }

export interface EditAnswer {
  modified: number
  original: Document[]
  updated: Document[]
}

const isText = (value: unknown, maxLength: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= maxLength

// vuln-code-snippet start noSqlCommandChallenge
// vuln-code-snippet hide-line noSqlCommandChallenge
/** The JavaScript selection of a product's reviews: the path parameter pasted in as code. */
// The selection of a product's reviews, evaluated for every review in the store.
export const productSelection = (rawId: string): string => `this.product == ${truncated(rawId, 40)}` // vuln-code-snippet vuln-line noSqlCommandChallenge

/**
 * The selection runs in the shop's sandbox (QuickJS in a worker), never in the server: `this` is a copy of the
 * review and only indices come back.
 */
async function selectedByExpression(
  shop: Shop,
  rawId: string,
  request: RequestFacts,
): Promise<Document[] | undefined> {
  const reviews = shop.docs.posts.find()
  const outcome = await shop.sandbox.filterDocuments(reviews, productSelection(rawId), {
    limits: lookupLimits,
  })
  // The sandbox measures the evaluation itself, so time spent waiting for a free worker never counts. // vuln-code-snippet hide-line noSqlCommandChallenge
  shop.events.publish('review.lookupTimed', { productId: rawId, durationMs: outcome.durationMs, request })
  if (!outcome.ok) return undefined
  const indices = [...new Set(outcome.value)].filter(Number.isInteger).sort((a, b) => a - b)
  return indices.map((index) => reviews[index]).filter((review) => review !== undefined)
}
// vuln-code-snippet end noSqlCommandChallenge

/** The safe selection used while NoSQL DoS is switched off: the id as a number, compared without any code. */
function selectedByNumber(shop: Shop, rawId: string): Document[] {
  const id = Number(rawId)
  return shop.docs.posts.where(
    (review) =>
      (typeof review.product === 'number' || typeof review.product === 'string') &&
      Number(review.product) === id,
  )
}

/** A product id as the client sends it: a plain decimal number (no sign, no leading zero, which would be octal). */
const plainNumber = /^(0|[1-9]\d{0,14})$/

/** `value == n` as JavaScript's loose equality decides it for the JSON values a review's product can hold. */
function looselyEqualsNumber(value: unknown, n: number): boolean | undefined {
  if (typeof value === 'number') return value === n
  if (typeof value === 'string' || typeof value === 'boolean') return Number(value) === n
  if (value === null || value === undefined) return false
  return undefined // objects and lists convert through their text: left to the real evaluation
}

/**
 * The selection `this.product == <n>` for a plain number, computed here without the sandbox: the same answer as the
 * evaluated expression (tests compare both), at a fraction of the cost. Undefined when a review holds a product
 * value only the evaluation can compare.
 */
function selectedByPlainNumber(shop: Shop, rawId: string, request: RequestFacts): Document[] | undefined {
  const started = performance.now()
  const n = Number(rawId)
  let comparable = true
  const matches = shop.docs.posts.where((review) => {
    const equal = looselyEqualsNumber(review.product, n)
    if (equal === undefined) comparable = false
    return equal === true
  })
  if (!comparable) return undefined
  shop.events.publish('review.lookupTimed', {
    productId: rawId,
    durationMs: performance.now() - started,
    request,
  })
  return matches
}

/** The reviews the selection of `rawId` picks: by number when the id can be nothing else, else by evaluation. */
async function selectedReviews(
  shop: Shop,
  rawId: string,
  request: RequestFacts,
): Promise<Document[] | undefined> {
  if (!shop.vulnerabilities.isOpen('noSqlCommandChallenge')) return selectedByNumber(shop, rawId)
  const byNumber = plainNumber.test(rawId) ? selectedByPlainNumber(shop, rawId, request) : undefined
  return byNumber ?? (await selectedByExpression(shop, rawId, request))
}

/**
 * The reviews of a product; `liked` marks those the caller may not like (all of them for anonymous callers).
 * Answers undefined when the selection failed (an error or a limit of the sandbox).
 */
export async function reviewsOfProduct(
  shop: Shop,
  rawId: string,
  callerEmail: string | undefined,
  request: RequestFacts,
): Promise<Review[] | undefined> {
  const reviews = await selectedReviews(shop, rawId, request)
  return reviews?.map((review) => {
    const likedBy = Array.isArray(review.likedBy) ? review.likedBy : []
    return callerEmail === undefined || likedBy.includes(callerEmail) ? { ...review, liked: true } : review
  })
}

// vuln-code-snippet start forgedReviewChallenge
// vuln-code-snippet hide-line forgedReviewChallenge
/** Stores a review with whatever author the body names; answers false for unusable input. */
// Stores a new review of the product; answers false for unusable input.
export function createReview(
  shop: Shop,
  productId: string,
  body: Record<string, unknown>,
  callerEmail: string | undefined,
  request: RequestFacts,
): boolean {
  const { message, author } = body // vuln-code-snippet neutral-line forgedReviewChallenge
  if (!isText(message, maxMessageLength) || !isText(author, maxAuthorLength)) return false
  shop.docs.posts.insert({ product: productId, message, author, likesCount: 0, likedBy: [] }) // vuln-code-snippet vuln-line forgedReviewChallenge
  shop.events.publish('review.created', { author, callerEmail, request })
  return true
}
// vuln-code-snippet end forgedReviewChallenge

// vuln-code-snippet start forgedReviewChallenge noSqlReviewsChallenge
// vuln-code-snippet hide-start forgedReviewChallenge noSqlReviewsChallenge
/**
 * Changes the message of every review the client's `id` selects, whoever wrote it; answers undefined for unusable
 * input. Reading, updating and re-reading happen without a pause, so no other request interleaves.
 */
// vuln-code-snippet hide-end forgedReviewChallenge noSqlReviewsChallenge
// Changes the message of the review with the given id; answers undefined for unusable input.
export function editReviews(
  shop: Shop,
  body: Record<string, unknown>,
  callerEmail: string | undefined,
  request: RequestFacts,
): EditAnswer | undefined {
  const selector = reviewIdSelector(body.id) // vuln-code-snippet neutral-line noSqlReviewsChallenge
  const { message } = body
  if (selector === undefined || !isText(message, maxMessageLength)) return undefined
  const criteria = { _id: selector } // vuln-code-snippet vuln-line noSqlReviewsChallenge forgedReviewChallenge
  const original = shop.docs.posts.find(criteria)
  const modified = shop.docs.posts.update(criteria, (review) => ({ ...review, message }))
  const updated = shop.docs.posts.find({ _id: { $in: original.map((review) => review._id) } })
  shop.events.publish('review.edited', {
    modified,
    originalAuthors: original.map((review) => review.author),
    callerEmail,
    request,
  })
  return { modified, original, updated }
}
// vuln-code-snippet end forgedReviewChallenge noSqlReviewsChallenge
