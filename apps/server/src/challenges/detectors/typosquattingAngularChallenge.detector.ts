import { containsAny, storedTextDetector } from './stored-text-checks.js'

/** Frontend Typosquatting: a feedback or complaint names the typosquatted client package. */
export const typosquattingAngularChallenge = storedTextDetector(
  'typosquattingAngularChallenge',
  'reported the typosquatted client package',
  () => containsAny('ngy-cookie'),
)
