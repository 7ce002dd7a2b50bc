import {
  challengeSolved,
  elementAppears,
  inputValue,
  pressNext,
  urlMatches,
  type TutorialStep,
} from '../tutorial'

/** A customer whose email address shows in product reviews (Jim, Bender). */
export interface Reviewer {
  /** Start of the email address, lower case (`jim@`). */
  emailStart: string
  /** Translation keys of the texts that name this customer. */
  texts: { intro: string; readReviews: string; email: string }
}

/**
 * Shared by the Login Jim and Login Bender tutorials: find the address in the reviews, then reuse
 * the quote-and-comment trick from Login Admin on it.
 */
export function reviewerLoginSteps({ emailStart, texts }: Reviewer): TutorialStep[] {
  const email = (value: string): boolean => value.trim().toLowerCase().startsWith(emailStart)
  return [
    { text: texts.intro, until: pressNext() },
    {
      text: 'HI_REVIEWER_OPEN_PRODUCT',
      anchor: '[data-testid="product-grid"]',
      until: elementAppears('[data-testid="product-dialog"]'),
    },
    { text: texts.readReviews, anchor: '[data-testid="reviews"]', until: urlMatches(/^\/login/i) },
    { text: texts.email, anchor: '#email', until: inputValue('#email', email) },
    {
      text: 'HI_REVIEWER_COMMENT_OUT',
      anchor: '#email',
      until: inputValue('#email', (value) => email(value) && /'\s*--/.test(value)),
    },
    {
      text: 'HI_REVIEWER_PASSWORD',
      anchor: '#password',
      until: inputValue('#password', (value) => value !== ''),
    },
    { text: 'HI_REVIEWER_SUBMIT', anchor: '#loginButton', until: challengeSolved() },
  ]
}
