import type { CatalogueEntry } from '../challenges/catalogue.js'
import { unknownNames } from '../challenges/challenge-set.js'
import { ConfigError } from '../config/loader.js'
import type { ShopConfig } from '../config/schema.js'
import { EventPlan, OPEN_EVENT } from './event-plan.js'

/**
 * A single shop's event, from its configuration (`event`): its challenge set (a self-paced course's lesson) and its
 * announcements, dated at the start. The clock stays open; a workshop's trainer sets one through the API instead.
 */
export function configuredEventPlan(config: ShopConfig, catalogue: readonly CatalogueEntry[]): EventPlan {
  const { challenges, announcements } = config.event
  const unknown = challenges ? unknownNames(challenges, catalogue) : []
  if (unknown.length > 0)
    throw new ConfigError(`event.challenges names what the catalogue does not have: ${unknown.join(', ')}`)
  const startedAt = new Date().toISOString()
  return new EventPlan({
    settings: { ...OPEN_EVENT, challenges },
    announcements: announcements.map((text, index) => ({
      id: `configured-${index + 1}`,
      text,
      createdAt: startedAt,
      teams: null,
    })),
    hintReleases: [],
  })
}
