import { paddingImageDetector } from './padding-images.js'

/** Privacy Policy: the privacy policy page loads its padding image `81px.png` at its end. */
export const privacyPolicyChallenge = paddingImageDetector(
  'privacyPolicyChallenge',
  '81px.png',
  'read the privacy policy',
)
