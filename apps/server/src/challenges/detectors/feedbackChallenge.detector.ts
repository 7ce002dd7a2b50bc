import { requestEvidence, type Detector } from './detector.js'

/** Five-Star Feedback: after a feedback was deleted or changed, no feedback rated 5 stars remains. */
export const feedbackChallenge: Detector = ({ events, engine }) => {
  events.subscribe('feedback.ratingsChanged', ({ fiveStarRemaining, request }) => {
    if (fiveStarRemaining === 0) {
      engine.solve('feedbackChallenge', requestEvidence('removed every 5-star feedback', request))
    }
  })
}
