import type Database from 'better-sqlite3'
import type { ShopConfig } from '../../config/schema.js'
import type { EventBus } from '../../shop/event-bus.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { ChallengeEngine } from '../engine.js'
import type { SolveEvidence } from '../progress-store.js'

export interface DetectorContext {
  events: EventBus
  engine: ChallengeEngine
  config: ShopConfig
  /** The shop's current database, for detectors that compare an answer with what is stored (read only). */
  db: () => Database.Database
}

/** A detector subscribes to domain events and calls `engine.solve` when its challenge's condition holds. */
export type Detector = (context: DetectorContext) => void

export const requestEvidence = (summary: string, request: RequestFacts): SolveEvidence => ({
  summary,
  request: { method: request.method, url: request.url, ip: request.ip },
})
