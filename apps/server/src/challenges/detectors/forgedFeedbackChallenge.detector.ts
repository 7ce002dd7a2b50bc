import { requestEvidence, type Detector } from './detector.js'

/**
 * JavaScript's `value == id` for a JSON value and a user id, as the reference compares them: strings and booleans
 * are compared as numbers, arrays and objects through their text.
 */
function looselyEquals(value: unknown, id: number | undefined): boolean {
  if (id === undefined) return value === undefined || value === null
  if (typeof value === 'number') return value === id
  if (typeof value === 'boolean') return Number(value) === id
  if (typeof value === 'string') return Number(value) === id
  if (Array.isArray(value)) return looselyEquals(value.join(','), id)
  return false
}

/** Forged Feedback: a feedback body names an author other than the logged-in user (any author when anonymous). */
export const forgedFeedbackChallenge: Detector = ({ events, engine }) => {
  events.subscribe('feedback.authorClaimed', ({ claimedUserId, sessionUserId, request }) => {
    if (Boolean(claimedUserId) && !looselyEquals(claimedUserId, sessionUserId)) {
      engine.solve('forgedFeedbackChallenge', {
        ...requestEvidence('posted feedback in the name of another user', request),
        details: { claimedUserId: String(claimedUserId), sessionUserId: sessionUserId ?? null },
      })
    }
  })
}
