import type { Detector } from './detector.js'

/** Detectors of the contact form (captcha, feedback ratings and authors, persisted XSS in feedback and emails). */
export const feedbackDetectors: Detector[] = []
