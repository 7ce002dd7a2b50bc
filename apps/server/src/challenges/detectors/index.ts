import { closeNotificationsChallenge } from './closeNotificationsChallenge.detector.js'
import { continueCodeChallenge } from './continueCodeChallenge.detector.js'
import type { Detector } from './detector.js'
import { errorHandlingChallenge } from './errorHandlingChallenge.detector.js'
import { extraLanguageChallenge } from './extraLanguageChallenge.detector.js'
import { scoreBoardChallenge } from './scoreBoardChallenge.detector.js'

/** Every detector of the shop; one file per challenge. */
export const detectors: Detector[] = [
  scoreBoardChallenge,
  continueCodeChallenge,
  closeNotificationsChallenge,
  errorHandlingChallenge,
  extraLanguageChallenge,
]
