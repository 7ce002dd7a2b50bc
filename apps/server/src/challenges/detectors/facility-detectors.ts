import { accessLogDisclosureChallenge } from './accessLogDisclosureChallenge.detector.js'
import { csafChallenge } from './csafChallenge.detector.js'
import { csrfChallenge } from './csrfChallenge.detector.js'
import type { Detector } from './detector.js'
import { directoryListingChallenge } from './directoryListingChallenge.detector.js'
import { easterEggLevelOneChallenge } from './easterEggLevelOneChallenge.detector.js'
import { easterEggLevelTwoChallenge } from './easterEggLevelTwoChallenge.detector.js'
import { exposedMetricsChallenge } from './exposedMetricsChallenge.detector.js'
import { forgottenBackupChallenge } from './forgottenBackupChallenge.detector.js'
import { forgottenDevBackupChallenge } from './forgottenDevBackupChallenge.detector.js'
import { lfrChallenge } from './lfrChallenge.detector.js'
import { misplacedSignatureFileChallenge } from './misplacedSignatureFileChallenge.detector.js'
import { nullByteChallenge } from './nullByteChallenge.detector.js'
import { premiumPaywallChallenge } from './premiumPaywallChallenge.detector.js'
import { rceChallenge } from './rceChallenge.detector.js'
import { rceOccupyChallenge } from './rceOccupyChallenge.detector.js'
import { securityPolicyChallenge } from './securityPolicyChallenge.detector.js'
import { ssrfChallenge } from './ssrfChallenge.detector.js'
import { sstiChallenge } from './sstiChallenge.detector.js'
import { usernameXssChallenge } from './usernameXssChallenge.detector.js'
import { videoXssChallenge } from './videoXssChallenge.detector.js'

/** Detectors of the file-server, key, log, metrics, well-known-file and hidden-route challenges. */
export const facilityDetectors: Detector[] = [
  // /ftp downloads; Poison Null Byte comes last because it counts the others solved by the same request
  directoryListingChallenge,
  easterEggLevelOneChallenge,
  forgottenDevBackupChallenge,
  forgottenBackupChallenge,
  misplacedSignatureFileChallenge,
  nullByteChallenge,
  // logs, metrics, well-known files
  accessLogDisclosureChallenge,
  exposedMetricsChallenge,
  securityPolicyChallenge,
  csafChallenge,
  // hidden pages
  easterEggLevelTwoChallenge,
  premiumPaywallChallenge,
  // B2B API, profile page, promotion video, erasure layout; SSTi before SSRF: it takes a shared confirmation first
  rceChallenge,
  rceOccupyChallenge,
  sstiChallenge,
  ssrfChallenge,
  csrfChallenge,
  usernameXssChallenge,
  videoXssChallenge,
  lfrChallenge,
]
