import { challengeSolved, pressNext, urlMatches, type Tutorial } from '../tutorial'

/** Bonus Payload: the same DOM XSS, with the player from the challenge description. */
export const xssBonusTutorial: Tutorial = {
  challengeKey: 'xssBonusChallenge',
  challengeName: 'Bonus Payload',
  startPath: '/search',
  steps: [
    { text: 'HI_BONUS_PAYLOAD_INTRO', until: pressNext() },
    { text: 'HI_BONUS_PAYLOAD_COPY', until: urlMatches(/^\/score-board/i) },
    { text: 'HI_BONUS_PAYLOAD_FIND', until: urlMatches(/^\/search/i) },
    { text: 'HI_BONUS_PAYLOAD_PASTE', anchor: '#searchQuery', until: challengeSolved() },
  ],
}
