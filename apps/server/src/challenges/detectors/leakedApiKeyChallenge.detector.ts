import { containsAny, storedTextDetector } from './stored-text-checks.js'

/** Leaked API Key: a feedback or complaint quotes the API key leaked by the social-media job's public source. */
export const leakedApiKeyChallenge = storedTextDetector(
  'leakedApiKeyChallenge',
  'reported the leaked API key',
  () => containsAny('6PPi37DBxP4lDwlriuaxP15HaDJpsUXY5TspVmie'),
)
