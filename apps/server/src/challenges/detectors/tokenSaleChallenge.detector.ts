import { paddingImageDetector } from './padding-images.js'

/** Blockchain Hype: the token sale page loads its padding image `56px.png`. */
export const tokenSaleChallenge = paddingImageDetector(
  'tokenSaleChallenge',
  '56px.png',
  'opened the token sale page',
)
