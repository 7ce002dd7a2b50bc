import type { RequestFacts } from '../request-facts.js'

/** Events of the contact form: captchas, feedback submissions and the user email setter. */
export interface FeedbackEvents {
  /**
   * A feedback submission arrived (before the captcha check): the author id the body names, next to the id of the
   * session user of the request's Bearer token (undefined when anonymous).
   */
  'feedback.authorClaimed': {
    claimedUserId: unknown
    sessionUserId: number | undefined
    request: RequestFacts
  }
  /** A feedback submission passed the captcha check; `at` is the arrival time in epoch milliseconds. */
  'feedback.captchaPassed': { at: number; request: RequestFacts }
  /** A new feedback record was stored with this rating (as stored). */
  'feedback.created': { rating: unknown; request: RequestFacts }
  /** A feedback comment was stored (created or updated), after the comment setter cleaned it. */
  'feedback.commentStored': { comment: string; request: RequestFacts }
  /** Feedback was deleted or changed; `fiveStarRemaining` counts the records still rated 5 afterwards. */
  'feedback.ratingsChanged': { fiveStarRemaining: number; request: RequestFacts }
  /** A user's email was written by registration, as stored. */
  'user.emailStored': { email: string; request: RequestFacts }
}
