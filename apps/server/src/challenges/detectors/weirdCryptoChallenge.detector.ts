import { containsAny, storedTextDetector } from './stored-text-checks.js'

/** Weird Crypto: a feedback or complaint names one of the weak algorithms or libraries the shop uses. */
export const weirdCryptoChallenge = storedTextDetector('weirdCryptoChallenge', 'reported weak crypto', () =>
  containsAny('z85', 'base85', 'hashids', 'md5', 'base64'),
)
