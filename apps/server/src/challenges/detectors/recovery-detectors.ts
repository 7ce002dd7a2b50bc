import type { Detector } from './detector.js'

/** Detectors of the two-factor, password change/reset, geo-stalking and data-export challenges. */
export const recoveryDetectors: Detector[] = []
