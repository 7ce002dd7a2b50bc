import type { Detector } from './detector.js'

/** Detectors of the complaint upload (size, type, deprecated XML/YAML interface, XXE, YAML bomb, zip slip). */
export const uploadDetectors: Detector[] = []
