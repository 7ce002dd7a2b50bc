import { requestEvidence, type Detector } from './detector.js'

/** Multiple Likes: after a like, the liking user occurs more than twice in the review's likedBy list. */
export const timingAttackChallenge: Detector = ({ events, engine }) => {
  events.subscribe('review.liked', ({ reviewId, likesByCaller, request }) => {
    if (likesByCaller > 2) {
      engine.solve('timingAttackChallenge', {
        ...requestEvidence(`liked one review ${likesByCaller} times`, request),
        details: { reviewId },
      })
    }
  })
}
