import { basketAccessChallenge } from './basketAccessChallenge.detector.js'
import { basketManipulateChallenge } from './basketManipulateChallenge.detector.js'
import { christmasSpecialChallenge } from './christmasSpecialChallenge.detector.js'
import type { Detector } from './detector.js'
import { forgedCouponChallenge } from './forgedCouponChallenge.detector.js'
import { freeDeluxeChallenge } from './freeDeluxeChallenge.detector.js'
import { manipulateClockChallenge } from './manipulateClockChallenge.detector.js'
import { negativeOrderChallenge } from './negativeOrderChallenge.detector.js'
import { noSqlOrdersChallenge } from './noSqlOrdersChallenge.detector.js'
import { redirectChallenge } from './redirectChallenge.detector.js'
import { redirectCryptoCurrencyChallenge } from './redirectCryptoCurrencyChallenge.detector.js'
import { reflectedXssChallenge } from './reflectedXssChallenge.detector.js'
import { svgInjectionChallenge } from './svgInjectionChallenge.detector.js'

/** Detectors of the basket, checkout, coupon, order, deluxe and redirect challenges. */
export const checkoutDetectors: Detector[] = [
  basketAccessChallenge,
  basketManipulateChallenge,
  negativeOrderChallenge,
  christmasSpecialChallenge,
  manipulateClockChallenge,
  forgedCouponChallenge,
  freeDeluxeChallenge,
  noSqlOrdersChallenge,
  reflectedXssChallenge,
  svgInjectionChallenge,
  redirectCryptoCurrencyChallenge,
  redirectChallenge,
]
