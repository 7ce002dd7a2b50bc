import { challengeSolved, pressNext, urlMatches, type Tutorial } from '../tutorial'

/** Score Board: the page exists but nothing links to it; its route is in the shipped JavaScript. */
export const scoreBoardTutorial: Tutorial = {
  challengeKey: 'scoreBoardChallenge',
  challengeName: 'Score Board',
  startPath: '/search',
  steps: [
    { text: 'HI_SCORE_BOARD_WELCOME', until: pressNext() },
    { text: 'HI_SCORE_BOARD_GOAL', until: pressNext() },
    { text: 'HI_SCORE_BOARD_ROUTES', until: pressNext() },
    { text: 'HI_SCORE_BOARD_DEVTOOLS', until: pressNext() },
    { text: 'HI_SCORE_BOARD_OPEN', until: urlMatches(/^\/score-board/i) },
    { text: 'HI_SCORE_BOARD_FOUND', until: challengeSolved() },
  ],
}
