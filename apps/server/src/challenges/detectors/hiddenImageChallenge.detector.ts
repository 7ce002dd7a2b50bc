import { containsAny, storedTextDetector } from './stored-text-checks.js'

/** Steganography: a feedback or complaint names the character hidden in the About page carousel. */
export const hiddenImageChallenge = storedTextDetector(
  'hiddenImageChallenge',
  'named the hidden character',
  () => containsAny('pickle rick'),
)
