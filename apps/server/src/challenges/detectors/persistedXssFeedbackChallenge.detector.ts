import { xssAttack } from './catalogue-checks.js'
import { requestEvidence, type Detector } from './detector.js'

/** Server-side XSS Protection: a feedback comment still carries the attack string after the comment setter ran. */
export const persistedXssFeedbackChallenge: Detector = ({ events, engine }) => {
  events.subscribe('feedback.commentStored', ({ comment, request }) => {
    if (comment.includes(xssAttack)) {
      engine.solve(
        'persistedXssFeedbackChallenge',
        requestEvidence('stored an XSS payload in a feedback comment', request),
      )
    }
  })
}
