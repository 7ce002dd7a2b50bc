import type { Detector } from './detector.js'

/** Detectors of the basket, checkout, coupon, order, deluxe and redirect challenges. */
export const checkoutDetectors: Detector[] = []
