import { requestEvidence, type Detector } from './detector.js'

/** Zero Stars: a feedback was stored with a rating the reference's Number() reads as 0. */
export const zeroStarsChallenge: Detector = ({ events, engine }) => {
  events.subscribe('feedback.created', ({ rating, request }) => {
    if (rating !== null && Number(rating) === 0) {
      engine.solve('zeroStarsChallenge', requestEvidence('stored a feedback rated 0 stars', request))
    }
  })
}
