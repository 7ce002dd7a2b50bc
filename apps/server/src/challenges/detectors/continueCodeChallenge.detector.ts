import type { Detector } from './detector.js'

/** Imaginary Challenge id: a forged continue code that contains the non-existent challenge id 999. */
export const imaginaryChallengeId = 999

/** Imaginary Challenge: a continue code decoding to the non-existent id 999 was applied. */
export const continueCodeChallenge: Detector = ({ events, engine }) => {
  events.subscribe('progress.continueCodeApplied', ({ code, ids }) => {
    if (ids.includes(imaginaryChallengeId)) {
      engine.solve('continueCodeChallenge', {
        summary: 'applied a forged continue code for challenge 999',
        details: { code },
      })
    }
  })
}
