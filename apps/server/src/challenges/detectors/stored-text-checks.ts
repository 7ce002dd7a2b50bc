import type { ChallengeKey } from '../challenge-keys.js'
import type { ShopConfig } from '../../config/schema.js'
import { requestEvidence, type Detector } from './detector.js'

/** Judges one stored feedback comment or complaint message, already lower-cased. */
export type TextCriterion = (lowerText: string) => boolean

/** SQL `LIKE` on SQLite folds case for ASCII letters only; folding the same way keeps matches identical. */
export const asciiLowerCase = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase())

export const containsAny =
  (...needles: string[]): TextCriterion =>
  (text) =>
    needles.some((needle) => text.includes(asciiLowerCase(needle)))

/** Every needle within the same record, as the reference's chained `LIKE … AND LIKE …`. */
export const containsAll =
  (...needles: string[]): TextCriterion =>
  (text) =>
    needles.length > 0 && needles.every((needle) => text.includes(asciiLowerCase(needle)))

/**
 * A detector for one criterion of the database-backed text checks. `criterion` is built from the configuration
 * once; `undefined` (e.g. no keyword configured) leaves the challenge unsolvable rather than trivially solved.
 */
export function storedTextDetector(
  key: ChallengeKey,
  summary: string,
  criterion: (config: ShopConfig) => TextCriterion | undefined,
): Detector {
  return ({ events, engine, config }) => {
    const matches = criterion(config)
    if (!matches) return
    events.subscribe('customerText.stored', ({ text, request }) => {
      if (!engine.isSolved(key) && matches(asciiLowerCase(text))) {
        engine.solve(key, requestEvidence(summary, request))
      }
    })
  }
}
