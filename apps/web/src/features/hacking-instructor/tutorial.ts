/** The shape of a hacking-instructor tutorial and the ways one of its steps can complete. */

/** What the engine can read while polling a condition. */
export interface PollContext {
  document: Document
  /** The watched value when the step began, or when it first appeared (undefined until then). */
  firstValue: string | undefined
}

export type StepCompletion =
  /** The player presses "Next". */
  | { kind: 'next' }
  /** The router location (`pathname` + `search`, e.g. `/search?q=x`) matches. */
  | { kind: 'url'; pattern: RegExp }
  /** A condition on the page, checked every POLL_INTERVAL_MS. */
  | {
      kind: 'poll'
      watch?: (document: Document) => string | undefined
      test: (context: PollContext) => boolean
    }
  /** The server reports the tutorial's challenge solved. */
  | { kind: 'solved' }

export interface TutorialStep {
  /** Translation key of the text the instructor says. */
  text: string
  /** CSS selector of the element the bubble points at; without one it sits bottom-right. */
  anchor?: string
  until: StepCompletion
}

export interface Tutorial {
  /** Catalogue key of the challenge (`scoreBoardChallenge`). */
  challengeKey: string
  /** English catalogue name, as used in `/hacking-instructor?challenge=<name>`. */
  challengeName: string
  /** Route the tutorial opens on. */
  startPath: string
  steps: TutorialStep[]
}

export const POLL_INTERVAL_MS = 100

export const pressNext = (): StepCompletion => ({ kind: 'next' })

export const urlMatches = (pattern: RegExp): StepCompletion => ({ kind: 'url', pattern })

export const challengeSolved = (): StepCompletion => ({ kind: 'solved' })

export const elementAppears = (selector: string): StepCompletion => ({
  kind: 'poll',
  test: ({ document }) => document.querySelector(selector) !== null,
})

/** A field is shown: present and not carrying the `hidden` attribute (or `type="hidden"`). */
export const elementShown = (selector: string): StepCompletion => ({
  kind: 'poll',
  test: ({ document }) => {
    const element = document.querySelector(selector)
    if (!(element instanceof HTMLElement)) return false
    return !element.hidden && !(element instanceof HTMLInputElement && element.type === 'hidden')
  },
})

/** Reads the value of an input or text area, `undefined` when there is none. */
export function fieldValue(document: Document, selector: string): string | undefined {
  const element = document.querySelector(selector)
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return element.value
  return undefined
}

/** The input's value satisfies `predicate` (which also sees the value the step began with). */
export const inputValue = (
  selector: string,
  predicate: (value: string, firstValue: string | undefined) => boolean,
): StepCompletion => ({
  kind: 'poll',
  watch: (document) => fieldValue(document, selector),
  test: ({ document, firstValue }) => {
    const value = fieldValue(document, selector)
    return value !== undefined && predicate(value, firstValue)
  },
})

/** Any other condition, e.g. on the session. */
export const pageCondition = (test: () => boolean): StepCompletion => ({ kind: 'poll', test: () => test() })

/** A value (e.g. in browser storage) now differs from the one it had when the step began. */
export const valueChanges = (read: () => string | undefined): StepCompletion => ({
  kind: 'poll',
  watch: () => read(),
  test: ({ firstValue }) => {
    const value = read()
    return value !== undefined && firstValue !== undefined && value !== firstValue
  },
})
