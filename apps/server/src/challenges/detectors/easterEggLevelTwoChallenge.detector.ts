import { requestEvidence, type Detector } from './detector.js'

/** Nested Easter Egg: the decoded hidden planet page was opened. */
export const easterEggLevelTwoChallenge: Detector = ({ events, engine }) => {
  events.subscribe('hiddenPage.visited', ({ page, request }) => {
    if (page === 'easterEgg')
      engine.solve('easterEggLevelTwoChallenge', requestEvidence('visited planet', request))
  })
}
