import { deprecatedInterfaceChallenge } from './deprecatedInterfaceChallenge.detector.js'
import type { Detector } from './detector.js'
import { fileWriteChallenge } from './fileWriteChallenge.detector.js'
import { uploadSizeChallenge } from './uploadSizeChallenge.detector.js'
import { uploadTypeChallenge } from './uploadTypeChallenge.detector.js'
import { xxeDosChallenge } from './xxeDosChallenge.detector.js'
import { xxeFileDisclosureChallenge } from './xxeFileDisclosureChallenge.detector.js'
import { yamlBombChallenge } from './yamlBombChallenge.detector.js'

/** Detectors of the complaint upload (size, type, deprecated XML/YAML interface, XXE, YAML bomb, zip slip). */
export const uploadDetectors: Detector[] = [
  uploadSizeChallenge,
  uploadTypeChallenge,
  deprecatedInterfaceChallenge,
  xxeFileDisclosureChallenge,
  xxeDosChallenge,
  yamlBombChallenge,
  fileWriteChallenge,
]
