import type { Detector } from './detector.js'

/** Detectors of the catalogue, search and review challenges. */
export const catalogueDetectors: Detector[] = []
