import { randomUUID } from 'node:crypto'
import {
  inChallengeSet,
  type Announcement,
  type EventClock,
  type EventSettings,
  type HintRelease,
} from '@juicy/contracts'
import { z } from 'zod'
import { challengeSelectionSchema } from '../challenges/challenge-set.js'
import type { CatalogueEntry } from '../challenges/catalogue.js'

/** An announcement as kept: for every team (`teams: null`) or for the teams named. */
export interface StoredAnnouncement extends Announcement {
  teams: string[] | null
}

/** A hint released to every team (`teams: null`) or to the teams named. */
export interface StoredHintRelease extends HintRelease {
  teams: string[] | null
  releasedAt: string
}

export type EventPlanChange =
  | { kind: 'settings' }
  | { kind: 'announcement'; announcement: StoredAnnouncement }
  | { kind: 'hint'; release: StoredHintRelease }

const isoTime = z.iso.datetime({ offset: true }).nullable()
const teams = z.array(z.string()).nullable()

export const eventSettingsSchema = z.strictObject({
  challenges: challengeSelectionSchema.nullable(),
  startsAt: isoTime,
  endsAt: isoTime,
  freezeAt: isoTime,
})

/** What the plan keeps across restarts (workshop mode: `<workshop folder>/event.json`). */
export const eventPlanStateSchema = z.object({
  settings: eventSettingsSchema,
  announcements: z.array(z.object({ id: z.string(), text: z.string(), createdAt: z.string(), teams })),
  hintReleases: z.array(
    z.object({ challenge: z.string(), order: z.number().int(), teams, releasedAt: z.string() }),
  ),
})
export type EventPlanState = z.infer<typeof eventPlanStateSchema>

export const OPEN_EVENT: EventSettings = { challenges: null, startsAt: null, endsAt: null, freezeAt: null }
export const emptyEventPlanState = (): EventPlanState => ({
  settings: OPEN_EVENT,
  announcements: [],
  hintReleases: [],
})

/** The newest announcements kept (older ones drop out), and the most hint releases kept. */
export const ANNOUNCEMENTS_KEPT = 200
export const HINT_RELEASES_KEPT = 2000

const timeOf = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso))
/** Whether something kept for `teams` (null: every team) is for `team`. */
export const addressedTo = (teams: string[] | null, team: string | undefined): boolean =>
  teams === null || (team !== undefined && teams.includes(team))

/**
 * The event every shop of the process runs in: which challenges count, when the event starts, ends and freezes its
 * public ranking, what the trainer announced and which hints were released. Shops read it when they (re)seed and
 * follow its changes; `save` keeps it (workshop mode), a single shop's comes from its configuration.
 */
export class EventPlan {
  private state: EventPlanState
  private readonly listeners = new Set<(change: EventPlanChange) => void>()

  constructor(
    initial: EventPlanState = emptyEventPlanState(),
    private readonly save: (state: EventPlanState) => void = () => {},
  ) {
    this.state = initial
  }

  get settings(): EventSettings {
    return this.state.settings
  }

  update(settings: EventSettings): void {
    this.state = { ...this.state, settings }
    this.changed({ kind: 'settings' })
  }

  /** Whether a challenge belongs to the event's set (counts, is shown as available). */
  includes(entry: Pick<CatalogueEntry, 'key' | 'category' | 'tags' | 'difficulty'>): boolean {
    return inChallengeSet(entry, this.state.settings.challenges)
  }

  hasStarted(now = Date.now()): boolean {
    const startsAt = timeOf(this.state.settings.startsAt)
    return startsAt === null || now >= startsAt
  }

  /** Solves after this time are recorded but not scored; null while the event has no end. */
  get scoredUntil(): number | null {
    return timeOf(this.state.settings.endsAt)
  }

  /** The public ranking's cut-off: the freeze time once it has come, else null (live). */
  frozenAt(now = Date.now()): number | null {
    const freezeAt = timeOf(this.state.settings.freezeAt)
    return freezeAt !== null && now >= freezeAt ? freezeAt : null
  }

  clock(now = Date.now()): EventClock {
    const { startsAt, endsAt, freezeAt } = this.state.settings
    return { startsAt, endsAt, freezeAt, now: new Date(now).toISOString() }
  }

  announce(text: string, teams: string[] | null, now = Date.now()): StoredAnnouncement {
    const announcement = { id: randomUUID(), text, createdAt: new Date(now).toISOString(), teams }
    this.state = {
      ...this.state,
      announcements: [...this.state.announcements, announcement].slice(-ANNOUNCEMENTS_KEPT),
    }
    this.changed({ kind: 'announcement', announcement })
    return announcement
  }

  /** Announcements for a team (a single shop: those for everyone), oldest first. */
  announcementsFor(team: string | undefined): Announcement[] {
    return this.state.announcements
      .filter((announcement) => addressedTo(announcement.teams, team))
      .map(({ id, text, createdAt }) => ({ id, text, createdAt }))
  }

  allAnnouncements(): readonly StoredAnnouncement[] {
    return this.state.announcements
  }

  /** The order of the highest hint of `challenge` released to `team` (0: none). */
  releasedHintOrder(challenge: string, team: string | undefined): number {
    return this.state.hintReleases
      .filter((release) => release.challenge === challenge && addressedTo(release.teams, team))
      .reduce((highest, release) => Math.max(highest, release.order), 0)
  }

  /** Every released hint that applies to `team`: unlock every hint of the challenge up to `order`. */
  hintReleasesFor(team: string | undefined): HintRelease[] {
    return this.state.hintReleases
      .filter((release) => addressedTo(release.teams, team))
      .map(({ challenge, order }) => ({ challenge, order }))
  }

  /** Releases hint `order` of `challenge` (and every hint before it) to every team or the teams named. */
  releaseHint(challenge: string, order: number, teams: string[] | null, now = Date.now()): StoredHintRelease {
    const release = { challenge, order, teams, releasedAt: new Date(now).toISOString() }
    this.state = {
      ...this.state,
      hintReleases: [...this.state.hintReleases, release].slice(-HINT_RELEASES_KEPT),
    }
    this.changed({ kind: 'hint', release })
    return release
  }

  onChange(listener: (change: EventPlanChange) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private changed(change: EventPlanChange): void {
    this.save(this.state)
    for (const listener of this.listeners) listener(change)
  }
}
