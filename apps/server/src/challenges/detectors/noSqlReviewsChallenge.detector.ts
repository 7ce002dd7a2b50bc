import { requestEvidence, type Detector } from './detector.js'

/** NoSQL Manipulation: one review edit modified more than one review. */
export const noSqlReviewsChallenge: Detector = ({ events, engine }) => {
  events.subscribe('review.edited', ({ modified, request }) => {
    if (modified > 1) {
      engine.solve('noSqlReviewsChallenge', requestEvidence(`edited ${modified} reviews at once`, request))
    }
  })
}
