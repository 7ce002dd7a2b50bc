import { catalogueDetectors } from './catalogue-detectors.js'
import { chatDetectors } from './chat-detectors.js'
import { checkoutDetectors } from './checkout-detectors.js'
import { closeNotificationsChallenge } from './closeNotificationsChallenge.detector.js'
import { customerServiceDetectors } from './customer-service-detectors.js'
import { continueCodeChallenge } from './continueCodeChallenge.detector.js'
import type { Detector } from './detector.js'
import { errorHandlingChallenge } from './errorHandlingChallenge.detector.js'
import { extraLanguageChallenge } from './extraLanguageChallenge.detector.js'
import { facilityDetectors } from './facility-detectors.js'
import { feedbackDetectors } from './feedback-detectors.js'
import { loginDetectors } from './login-detectors.js'
import { recoveryDetectors } from './recovery-detectors.js'
import { scoreBoardChallenge } from './scoreBoardChallenge.detector.js'
import { uploadDetectors } from './upload-detectors.js'
import { web3Detectors } from './web3-detectors.js'

/** Every detector of the shop; one file per challenge, grouped by area in the lists imported above. */
export const detectors: Detector[] = [
  scoreBoardChallenge,
  continueCodeChallenge,
  closeNotificationsChallenge,
  errorHandlingChallenge,
  extraLanguageChallenge,
  ...loginDetectors,
  ...recoveryDetectors,
  ...catalogueDetectors,
  ...checkoutDetectors,
  ...facilityDetectors,
  ...customerServiceDetectors,
  ...feedbackDetectors,
  ...uploadDetectors,
  ...web3Detectors,
  ...chatDetectors,
]
