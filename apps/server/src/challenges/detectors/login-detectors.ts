import type { Detector } from './detector.js'

/** Detectors of the login, registration, token and session challenges. */
export const loginDetectors: Detector[] = []
