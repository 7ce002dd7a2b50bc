import { containsAny, storedTextDetector } from './stored-text-checks.js'

/** Security Advisory: a stored feedback or complaint quotes the configured hash of the express-jwt advisory. */
export const csafChallenge = storedTextDetector(
  'csafChallenge',
  'quoted the advisory checksum',
  ({ challenges }) => (challenges.csafHashValue ? containsAny(challenges.csafHashValue) : undefined),
)
