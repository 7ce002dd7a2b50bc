import { captchaBypassChallenge } from './captchaBypassChallenge.detector.js'
import type { Detector } from './detector.js'
import { feedbackChallenge } from './feedbackChallenge.detector.js'
import { forgedFeedbackChallenge } from './forgedFeedbackChallenge.detector.js'
import { persistedXssFeedbackChallenge } from './persistedXssFeedbackChallenge.detector.js'
import { persistedXssUserChallenge } from './persistedXssUserChallenge.detector.js'
import { zeroStarsChallenge } from './zeroStarsChallenge.detector.js'

/** Detectors of the contact form (captcha, feedback ratings and authors, persisted XSS in feedback and emails). */
export const feedbackDetectors: Detector[] = [
  forgedFeedbackChallenge,
  captchaBypassChallenge,
  zeroStarsChallenge,
  persistedXssFeedbackChallenge,
  feedbackChallenge,
  persistedXssUserChallenge,
]
