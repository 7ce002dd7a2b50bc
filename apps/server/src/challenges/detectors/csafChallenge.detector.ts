import { requestEvidence, type Detector } from './detector.js'

/** Security Advisory: a stored feedback or complaint quotes the configured hash of the express-jwt advisory. */
export const csafChallenge: Detector = ({ events, engine, config }) => {
  const hash = config.challenges.csafHashValue
  events.subscribe('userTexts.observed', ({ storedTextContains, request }) => {
    if (hash && !engine.isSolved('csafChallenge') && storedTextContains(hash)) {
      engine.solve('csafChallenge', requestEvidence('quoted the advisory checksum', request))
    }
  })
}
