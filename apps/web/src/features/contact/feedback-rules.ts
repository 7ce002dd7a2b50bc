import { RATING_MAX } from '../../lib/feedback-rating'
import type { Validation } from '../../lib/validators'

/** Feedback constants and rules. */
export const FEEDBACK_MAX_LENGTH = 160
export const ANONYMOUS_AUTHOR = 'anonymous'

/** The author shown and appended to the comment: the email with its first three characters masked. */
export function feedbackAuthor(email: string | undefined): string {
  return email ? `***${email.slice(3)}` : ANONYMOUS_AUTHOR
}

/** The stored comment names its author in brackets, as every seeded feedback does. */
export function authoredComment(comment: string, author: string): string {
  return `${comment} (${author})`
}

export function validateComment(comment: string): Validation {
  if (comment.trim() === '') return 'MANDATORY_COMMENT'
  return comment.length <= FEEDBACK_MAX_LENGTH || 'INVALID_TEXT_LENGTH'
}

/** The captcha answer: required, an integer with an optional minus sign. */
export function validateCaptchaAnswer(answer: string): Validation {
  if (answer === '') return 'MANDATORY_CAPTCHA'
  return /^-?\d+$/.test(answer) || 'INVALID_CAPTCHA'
}

/** Only the form enforces the star range; the submit handler sends whatever rating it holds. */
export function isRatingChosen(rating: number): boolean {
  return rating >= 1 && rating <= RATING_MAX
}

export function feedbackThanksKey(rating: number): string {
  return rating === RATING_MAX ? 'FEEDBACK_FIVE_STAR_THANK_YOU' : 'FEEDBACK_THANK_YOU'
}

/**
 * The value of the hidden user id field as sent: digits become a number, anything else typed into the
 * un-hidden field goes out as it is, an empty field sends no user id (anonymous feedback).
 */
export function submittedUserId(value: string): number | string | undefined {
  const trimmed = value.trim()
  if (trimmed === '') return undefined
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}
