import type { ChallengeKey } from '../challenges/challenge-keys.js'
import { unavailabilityReason } from '../challenges/availability.js'
import type { CatalogueEntry } from '../challenges/catalogue.js'
import type { ShopConfig } from '../config/schema.js'

/**
 * Which deliberate vulnerabilities of a shop are open: those of every available challenge. Business modules ask
 * this (decided once from the configuration) whether to behave vulnerably; they never ask the challenge engine.
 */
export class Vulnerabilities {
  constructor(private readonly closed: ReadonlySet<string>) {}

  isOpen(challenge: ChallengeKey): boolean {
    return !this.closed.has(challenge)
  }
}

/** The vulnerabilities of a catalogue under a configuration: closed for unavailable challenges (safety mode). */
export function vulnerabilitiesOf(catalogue: readonly CatalogueEntry[], config: ShopConfig): Vulnerabilities {
  const closed = catalogue
    .filter((entry) => unavailabilityReason(entry.disabledEnv, config.challenges.safetyMode) !== null)
    .map((entry) => entry.key)
  return new Vulnerabilities(new Set(closed))
}
