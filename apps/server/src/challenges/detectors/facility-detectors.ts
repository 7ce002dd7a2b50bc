import type { Detector } from './detector.js'

/** Detectors of the file-server, key, log, metrics, well-known-file and hidden-route challenges. */
export const facilityDetectors: Detector[] = []
