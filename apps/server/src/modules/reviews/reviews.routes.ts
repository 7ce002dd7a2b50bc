import { Router, type Request, type Response } from 'express'
import { currentSession, requireJwt } from '../../platform/auth/guards.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { likeReview } from './review-likes.service.js'
import { createReview, editReviews, reviewsOfProduct } from './reviews.service.js'
import { bodyFrom, recordFields } from '../../platform/http/request-input.js'

const wrongParams = (res: Response): void => {
  res.status(400).json({ error: 'Wrong Params' })
}

/** A failure of the document store (e.g. an invalid regular expression in a selector) as JSON. */
const storeError = (res: Response, error: unknown): void => {
  res.status(500).json({ error: error instanceof Error ? error.message : String(error) })
}

/** Product reviews on the document store's `posts` collection. */
export function reviewsRoutes(shop: Shop): Router {
  const router = Router()
  // A login through SQL injection can put any value in the session, so only a text counts as an email.
  const callerEmail = (req: Request): string | undefined => {
    const email: unknown = currentSession(req, shop)?.data?.email
    return typeof email === 'string' ? email : undefined
  }

  router.get('/rest/products/:id/reviews', async (req, res) => {
    const reviews = await reviewsOfProduct(shop, String(req.params.id), callerEmail(req), requestFacts(req))
    if (reviews === undefined) wrongParams(res)
    else res.json({ status: 'success', data: reviews })
  })

  router.put('/rest/products/:id/reviews', (req, res) => {
    const created = createReview(
      shop,
      String(req.params.id),
      bodyFrom(req, recordFields),
      callerEmail(req),
      requestFacts(req),
    )
    if (created) res.status(201).json({ status: 'success' })
    else wrongParams(res)
  })

  router.patch('/rest/products/reviews', requireJwt, (req, res) => {
    try {
      const answer = editReviews(shop, bodyFrom(req, recordFields), callerEmail(req), requestFacts(req))
      if (answer === undefined) wrongParams(res)
      else res.json(answer)
    } catch (error) {
      storeError(res, error)
    }
  })

  router.post('/rest/products/reviews', requireJwt, async (req, res) => {
    const email = callerEmail(req)
    if (email === undefined) {
      res.status(401).json({ error: 'Unauthorized' })
      return
    }
    const outcome = await likeReview(shop, bodyFrom(req, recordFields).id, email, requestFacts(req))
    if (outcome.kind === 'liked') res.json(outcome.answer)
    else if (outcome.kind === 'notFound') res.status(404).json({ error: 'Not found' })
    else if (outcome.kind === 'alreadyLiked') res.status(403).json({ error: 'Not allowed' })
    else wrongParams(res)
  })
  return router
}
