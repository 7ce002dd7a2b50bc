import { xssAttack } from './catalogue-checks.js'
import type { Detector } from './detector.js'

/** DOM XSS: the search view reported (over the socket) a search text containing the XSS attack string. */
export const localXssChallenge: Detector = ({ events, engine }) => {
  events.subscribe('client.searchReported', ({ text }) => {
    if (typeof text === 'string' && text.includes(xssAttack)) {
      engine.solve('localXssChallenge', { summary: 'searched for the XSS attack string in the search view' })
    }
  })
}
