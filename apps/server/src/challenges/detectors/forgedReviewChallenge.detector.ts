import { requestEvidence, type Detector } from './detector.js'

/**
 * Forged Review: a review was posted in someone else's name (any author counts without a session), or an edit
 * modified exactly one review whose author is not the caller.
 */
export const forgedReviewChallenge: Detector = ({ events, engine }) => {
  events.subscribe('review.created', ({ author, callerEmail, request }) => {
    if (author !== callerEmail) {
      engine.solve('forgedReviewChallenge', requestEvidence(`posted a review as ${author}`, request))
    }
  })
  events.subscribe('review.edited', ({ modified, originalAuthors, callerEmail, request }) => {
    if (modified === 1 && originalAuthors[0] !== callerEmail) {
      engine.solve(
        'forgedReviewChallenge',
        requestEvidence(`edited a review of ${String(originalAuthors[0])}`, request),
      )
    }
  })
}
