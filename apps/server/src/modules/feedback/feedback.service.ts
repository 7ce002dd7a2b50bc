import type { SessionEntry } from '../../platform/auth/session-list.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { modelByName } from '../rest/models.js'
import { RestError } from '../rest/rest-errors.js'
import { createResource, deleteResource, updateResource } from '../rest/rest.service.js'
import { isCaptchaAnswered } from './captcha.service.js'
import { cleanComment } from './comment-setter.js'
import { countFiveStarFeedback } from './feedback.repository.js'
import { publishStoredText } from './stored-texts.js'

type Row = Record<string, unknown>

export type FeedbackOutcome =
  { kind: 'wrongCaptcha' } | { kind: 'invalid'; error: RestError } | { kind: 'stored'; feedback: Row }

const feedbackModel = modelByName('Feedback')

/** The body with its comment run through the setter (a structured comment is refused). */
const withCleanComment = (shop: Shop, body: Row): Row =>
  'comment' in body ? { ...body, comment: cleanComment(shop, body.comment) } : body

/** Runs a write of the generic layer, turning its errors into an outcome. */
function stored(write: () => Row): FeedbackOutcome {
  try {
    return { kind: 'stored', feedback: write() }
  } catch (error) {
    if (error instanceof RestError) return { kind: 'invalid', error }
    throw error
  }
}

function publishComment(shop: Shop, feedback: Row, request: RequestFacts): void {
  const comment = feedback.comment
  if (typeof comment !== 'string') return
  shop.events.publish('feedback.commentStored', { comment, request })
  publishStoredText(shop, 'feedback', comment, request)
}

function publishRatings(shop: Shop, request: RequestFacts): void {
  shop.events.publish('feedback.ratingsChanged', {
    fiveStarRemaining: countFiveStarFeedback(shop.db),
    request,
  })
}

// vuln-code-snippet start zeroStarsChallenge forgedFeedbackChallenge
// vuln-code-snippet hide-start zeroStarsChallenge forgedFeedbackChallenge
/**
 * POST /api/Feedbacks, in the reference's order: the author fact, the captcha check, the
 * captcha-passed fact, then the generic create with the comment setter.
 */
// vuln-code-snippet hide-end zeroStarsChallenge forgedFeedbackChallenge
export function submitFeedback(
  shop: Shop,
  body: Row,
  session: SessionEntry | undefined,
  request: RequestFacts,
): FeedbackOutcome {
  // vuln-code-snippet hide-line zeroStarsChallenge forgedFeedbackChallenge
  // The author comes from the body, never from the session: anyone can post in someone else's name.
  const claimedUserId = body.UserId // vuln-code-snippet vuln-line forgedFeedbackChallenge
  shop.events.publish('feedback.authorClaimed', { claimedUserId, sessionUserId: session?.data.id, request })
  if (!isCaptchaAnswered(shop, body.captchaId, body.captcha)) return { kind: 'wrongCaptcha' }
  shop.events.publish('feedback.captchaPassed', { at: Date.now(), request })
  // vuln-code-snippet hide-line zeroStarsChallenge forgedFeedbackChallenge
  // Any rating the client sends is stored; the 1-5 stars exist only in the form.
  // vuln-code-snippet neutral-line forgedFeedbackChallenge
  const outcome = stored(() => createResource(shop.db, feedbackModel, withCleanComment(shop, body))) // vuln-code-snippet vuln-line zeroStarsChallenge
  if (outcome.kind === 'stored') {
    shop.events.publish('feedback.created', { rating: outcome.feedback.rating, request })
    publishComment(shop, outcome.feedback, request)
  }
  return outcome
}
// vuln-code-snippet end zeroStarsChallenge forgedFeedbackChallenge

/** PUT /api/Feedbacks/:id (only unsigned tokens get here): the generic update, with the same comment setter. */
export function updateFeedback(shop: Shop, id: string, body: Row, request: RequestFacts): FeedbackOutcome {
  const outcome = stored(() => updateResource(shop.db, feedbackModel, id, withCleanComment(shop, body)))
  if (outcome.kind === 'stored') {
    publishComment(shop, outcome.feedback, request)
    publishRatings(shop, request)
  }
  return outcome
}

/** DELETE /api/Feedbacks/:id: any valid token deletes any feedback (the administration page relies on it). */
export function removeFeedback(shop: Shop, id: string, request: RequestFacts): FeedbackOutcome {
  const outcome = stored(() => {
    deleteResource(shop.db, feedbackModel, id)
    return {}
  })
  if (outcome.kind === 'stored') publishRatings(shop, request)
  return outcome
}
