import { challengeSolved, elementShown, inputValue, pressNext, type Tutorial } from '../tutorial'

/** Forged Feedback: the contact form carries the author's id in a hidden field the server trusts. */
export const forgedFeedbackTutorial: Tutorial = {
  challengeKey: 'forgedFeedbackChallenge',
  challengeName: 'Forged Feedback',
  startPath: '/contact',
  steps: [
    { text: 'HI_FORGED_FEEDBACK_INTRO', anchor: '#feedback-title', until: pressNext() },
    { text: 'HI_FORGED_FEEDBACK_INSPECT', anchor: '#feedback-title', until: pressNext() },
    { text: 'HI_FORGED_FEEDBACK_UNHIDE', anchor: '#feedback-title', until: elementShown('#userId') },
    {
      text: 'HI_FORGED_FEEDBACK_CHANGE',
      anchor: '#userId',
      until: inputValue('#userId', (value, firstValue) => value.trim() !== '' && value !== firstValue),
    },
    {
      text: 'HI_FORGED_FEEDBACK_FILL',
      anchor: '#comment',
      until: inputValue('#captchaControl', (value) => value !== ''),
    },
    { text: 'HI_FORGED_FEEDBACK_SUBMIT', anchor: '#submitButton', until: challengeSolved() },
  ],
}
