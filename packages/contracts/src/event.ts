/**
 * A class's event: which challenges count (the challenge set), its clock, the trainer's announcements and the hints
 * released to the class. The trainer sets it through the workshop API; a single shop takes its challenge set and
 * announcements from the configuration (`event`).
 */

/**
 * Challenges of the set: every single key named, and every challenge that matches all the criteria given (a category
 * of `categories`, a tag of `tags`, a difficulty within the range). Only keys: just those. `null`: every challenge.
 */
export interface ChallengeSelection {
  categories?: string[]
  keys?: string[]
  tags?: string[]
  minDifficulty?: number
  maxDifficulty?: number
}

/** `GET`/`PUT /workshop/api/event`; times are ISO 8601 or null (no limit). */
export interface EventSettings {
  challenges: ChallengeSelection | null
  startsAt: string | null
  endsAt: string | null
  /** From this time on the public ranking shows the solves up to it, until the trainer clears it. */
  freezeAt: string | null
}

/** The clock as the join page and the players' score board show it. */
export interface EventClock {
  startsAt: string | null
  endsAt: string | null
  freezeAt: string | null
  /** The server's time when it answered, so a countdown does not depend on the player's clock. */
  now: string
}

/** The `announcement` socket event, and an entry of `GET /rest/announcements`. */
export interface Announcement {
  id: string
  text: string
  createdAt: string
}

/** The `hint released` socket event, and the answer of `POST /workshop/api/hints/release`. */
export interface HintRelease {
  challenge: string
  /** The hint's order (1 for a challenge's first hint); every hint up to it is unlocked. */
  order: number
}

/** At most this many characters in an announcement. */
export const ANNOUNCEMENT_MAX_LENGTH = 500

/** A challenge outside the event's set carries this `disabledEnv` in `GET /api/Challenges`. */
export const OUTSIDE_EVENT = 'Event'

/** The error of a team's request before the event's start (403). */
export const EVENT_NOT_STARTED = 'EventNotStarted'

/** What a challenge set looks at of a challenge. */
export interface ClassifiedChallenge {
  key: string
  category: string
  tags: readonly string[]
  difficulty: number
}

/**
 * Whether a challenge belongs to the set (see `ChallengeSelection`): named by key, or matching every criterion given.
 * Without a selection every challenge does. Shared by the server and the trainer's console.
 */
export function inChallengeSet(
  challenge: ClassifiedChallenge,
  selection: ChallengeSelection | null,
): boolean {
  if (!selection) return true
  if (selection.keys?.includes(challenge.key)) return true
  const { categories, tags, minDifficulty, maxDifficulty } = selection
  if (!categories && !tags && minDifficulty === undefined && maxDifficulty === undefined) return false
  return (
    (!categories || categories.includes(challenge.category)) &&
    (!tags || tags.some((tag) => challenge.tags.includes(tag))) &&
    (minDifficulty === undefined || challenge.difficulty >= minDifficulty) &&
    (maxDifficulty === undefined || challenge.difficulty <= maxDifficulty)
  )
}

/** A challenge as the trainer's console chooses the set from (`GET /workshop/api/challenges`). */
export interface CatalogueChallenge extends ClassifiedChallenge {
  name: string
  /** In the event's current set. */
  inSet: boolean
}
