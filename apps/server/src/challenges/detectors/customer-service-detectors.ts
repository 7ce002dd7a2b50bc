import { adminSectionChallenge } from './adminSectionChallenge.detector.js'
import type { Detector } from './detector.js'
import { dlpPastebinDataLeakChallenge } from './dlpPastebinDataLeakChallenge.detector.js'
import { hiddenImageChallenge } from './hiddenImageChallenge.detector.js'
import { knownVulnerableComponentChallenge } from './knownVulnerableComponentChallenge.detector.js'
import { leakedApiKeyChallenge } from './leakedApiKeyChallenge.detector.js'
import { missingEncodingChallenge } from './missingEncodingChallenge.detector.js'
import { privacyPolicyChallenge } from './privacyPolicyChallenge.detector.js'
import { privacyPolicyProofChallenge } from './privacyPolicyProofChallenge.detector.js'
import { supplyChainAttackChallenge } from './supplyChainAttackChallenge.detector.js'
import { tokenSaleChallenge } from './tokenSaleChallenge.detector.js'
import { typosquattingAngularChallenge } from './typosquattingAngularChallenge.detector.js'
import { typosquattingNpmChallenge } from './typosquattingNpmChallenge.detector.js'
import { weirdCryptoChallenge } from './weirdCryptoChallenge.detector.js'

/** Detectors of the feedback, complaint, upload, administration and privacy-policy challenges. */
export const customerServiceDetectors: Detector[] = [
  // pages proven by their padding image or hidden path
  adminSectionChallenge,
  tokenSaleChallenge,
  privacyPolicyChallenge,
  privacyPolicyProofChallenge,
  missingEncodingChallenge,
  // feedback and complaint texts (csafChallenge is listed with the well-known files)
  knownVulnerableComponentChallenge,
  weirdCryptoChallenge,
  typosquattingNpmChallenge,
  typosquattingAngularChallenge,
  hiddenImageChallenge,
  supplyChainAttackChallenge,
  dlpPastebinDataLeakChallenge,
  leakedApiKeyChallenge,
]
