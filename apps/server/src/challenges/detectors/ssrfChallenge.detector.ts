import { requestEvidence, type Detector } from './detector.js'

const confirmationPath = /solve\/challenges\/server-side/

/** SSRF: an image URL pointing at the confirmation endpoint was submitted, then the key confirmation arrived. */
export const ssrfChallenge: Detector = ({ events, engine }) => {
  let internalUrlSubmitted = false
  events.subscribe('profile.imageUrlSubmitted', ({ imageUrl }) => {
    if (confirmationPath.test(imageUrl)) internalUrlSubmitted = true
  })
  events.subscribe('serverSide.confirmationRequested', ({ confirm, confirmed, request }) => {
    if (!internalUrlSubmitted || confirmed() || engine.isSolved('ssrfChallenge')) return
    if (engine.solve('ssrfChallenge', requestEvidence('the server fetched its internal endpoint', request))) {
      confirm()
    }
  })
}
