import { OUTSIDE_EVENT } from '@juicy/contracts'
import type Database from 'better-sqlite3'
import { unavailabilityReason } from '../challenges/availability.js'
import type { CatalogueEntry } from '../challenges/catalogue.js'
import type { ShopConfig } from '../config/schema.js'
import { nowIso } from './database.js'
import type { EventPlan } from './event-plan.js'

/**
 * Writes the event into a shop's database: a challenge outside the event's set is unavailable (`disabledEnv` is
 * `Event`, which the score board shows and the engine refuses to solve), one inside it is as the configuration makes
 * it; every hint released to the team is unlocked. Run after seeding or a reset and whenever the event changes.
 */
export function applyEventPlan(
  db: Database.Database,
  catalogue: readonly CatalogueEntry[],
  config: ShopConfig,
  plan: EventPlan,
  team: string | undefined,
): void {
  const setAvailability = db.prepare(
    'UPDATE Challenges SET disabledEnv = ? WHERE key = ? AND disabledEnv IS NOT ?',
  )
  const unlock = db.prepare(
    `UPDATE Hints SET unlocked = 1, updatedAt = ?
     WHERE unlocked = 0 AND "order" <= ? AND ChallengeId = (SELECT id FROM Challenges WHERE key = ?)`,
  )
  db.transaction(() => {
    for (const entry of catalogue) {
      const reason =
        unavailabilityReason(entry.disabledEnv, config.challenges.safetyMode) ??
        (plan.includes(entry) ? null : OUTSIDE_EVENT)
      setAvailability.run(reason, entry.key, reason)
    }
    const now = nowIso()
    for (const { challenge, order } of plan.hintReleasesFor(team)) unlock.run(now, order, challenge)
  })()
}
