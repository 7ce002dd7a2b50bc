import { containsAny, storedTextDetector } from './stored-text-checks.js'

/** Legacy Typosquatting: a feedback or complaint names the typosquatted npm package. */
export const typosquattingNpmChallenge = storedTextDetector(
  'typosquattingNpmChallenge',
  'reported the typosquatted npm package',
  () => containsAny('epilogue-js'),
)
