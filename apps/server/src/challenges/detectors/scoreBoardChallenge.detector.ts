import { requestEvidence, type Detector } from './detector.js'

/** Score Board: the hidden score board page loads its tracking pixel `padding/1px.png`. */
export const scoreBoardChallenge: Detector = ({ events, engine }) => {
  events.subscribe('http.requested', (request) => {
    if (request.path.startsWith('/assets/public/images/padding/') && request.path.endsWith('/1px.png')) {
      engine.solve('scoreBoardChallenge', requestEvidence('opened the score board', request))
    }
  })
}
