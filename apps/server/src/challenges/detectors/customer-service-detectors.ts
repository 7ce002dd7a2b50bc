import type { Detector } from './detector.js'

/** Detectors of the feedback, complaint, upload, administration and privacy-policy challenges. */
export const customerServiceDetectors: Detector[] = []
