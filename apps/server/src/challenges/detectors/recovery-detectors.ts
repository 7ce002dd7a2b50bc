import { changePasswordBenderChallenge } from './changePasswordBenderChallenge.detector.js'
import { dataExportChallenge } from './dataExportChallenge.detector.js'
import type { Detector } from './detector.js'
import { geoStalkingMetaChallenge } from './geoStalkingMetaChallenge.detector.js'
import { geoStalkingVisualChallenge } from './geoStalkingVisualChallenge.detector.js'
import { resetPasswordBenderChallenge } from './resetPasswordBenderChallenge.detector.js'
import { resetPasswordBjoernChallenge } from './resetPasswordBjoernChallenge.detector.js'
import { resetPasswordBjoernOwaspChallenge } from './resetPasswordBjoernOwaspChallenge.detector.js'
import { resetPasswordJimChallenge } from './resetPasswordJimChallenge.detector.js'
import { resetPasswordMortyChallenge } from './resetPasswordMortyChallenge.detector.js'
import { resetPasswordUvoginChallenge } from './resetPasswordUvoginChallenge.detector.js'
import { twoFactorAuthUnsafeSecretStorageChallenge } from './twoFactorAuthUnsafeSecretStorageChallenge.detector.js'

/** Detectors of the two-factor, password change/reset, geo-stalking and data-export challenges. */
export const recoveryDetectors: Detector[] = [
  resetPasswordJimChallenge,
  resetPasswordBenderChallenge,
  resetPasswordBjoernChallenge,
  resetPasswordBjoernOwaspChallenge,
  resetPasswordMortyChallenge,
  resetPasswordUvoginChallenge,
  geoStalkingMetaChallenge,
  geoStalkingVisualChallenge,
  changePasswordBenderChallenge,
  twoFactorAuthUnsafeSecretStorageChallenge,
  dataExportChallenge,
]
