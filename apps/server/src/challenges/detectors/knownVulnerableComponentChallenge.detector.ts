import { containsAll, storedTextDetector } from './stored-text-checks.js'

const sanitizeHtml = containsAll('sanitize-html', '1.4.2')
const expressJwt = containsAll('express-jwt', '0.1.3')

/** Vulnerable Library: a feedback or complaint names one of the two vulnerable dependencies with its version. */
export const knownVulnerableComponentChallenge = storedTextDetector(
  'knownVulnerableComponentChallenge',
  'reported a vulnerable library',
  () => (text) => sanitizeHtml(text) || expressJwt(text),
)
