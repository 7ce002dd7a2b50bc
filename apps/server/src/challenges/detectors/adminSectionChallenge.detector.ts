import { paddingImageDetector } from './padding-images.js'

/** Admin Section: the administration page loads its padding image `19px.png`. */
export const adminSectionChallenge = paddingImageDetector(
  'adminSectionChallenge',
  '19px.png',
  'opened the administration page',
)
