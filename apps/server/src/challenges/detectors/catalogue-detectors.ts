import { changeProductChallenge } from './changeProductChallenge.detector.js'
import { dbSchemaChallenge } from './dbSchemaChallenge.detector.js'
import type { Detector } from './detector.js'
import { forgedReviewChallenge } from './forgedReviewChallenge.detector.js'
import { localXssChallenge } from './localXssChallenge.detector.js'
import { noSqlCommandChallenge } from './noSqlCommandChallenge.detector.js'
import { noSqlReviewsChallenge } from './noSqlReviewsChallenge.detector.js'
import { restfulXssChallenge } from './restfulXssChallenge.detector.js'
import { retrieveBlueprintChallenge } from './retrieveBlueprintChallenge.detector.js'
import { timingAttackChallenge } from './timingAttackChallenge.detector.js'
import { unionSqlInjectionChallenge } from './unionSqlInjectionChallenge.detector.js'
import { xssBonusChallenge } from './xssBonusChallenge.detector.js'

/** Detectors of the catalogue, search and review challenges. */
export const catalogueDetectors: Detector[] = [
  // product search
  unionSqlInjectionChallenge,
  dbSchemaChallenge,
  localXssChallenge,
  xssBonusChallenge,
  // product data and files
  changeProductChallenge,
  restfulXssChallenge,
  retrieveBlueprintChallenge,
  // reviews
  noSqlCommandChallenge,
  noSqlReviewsChallenge,
  forgedReviewChallenge,
  timingAttackChallenge,
]
