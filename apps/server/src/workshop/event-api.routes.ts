import { ANNOUNCEMENT_MAX_LENGTH, type CatalogueChallenge, type EventSettings } from '@juicy/contracts'
import { Router } from 'express'
import { z } from 'zod'
import type { CatalogueEntry } from '../challenges/catalogue.js'
import { unknownNames } from '../challenges/challenge-set.js'
import { eventSettingsSchema, type EventPlan } from '../shop/event-plan.js'
import type { TeamRegistry } from './team-registry.js'
import { WorkshopError } from './workshop-error.js'
import { parsed } from './workshop-http.js'

export interface EventApiOptions {
  registry: TeamRegistry
  plan: EventPlan
  catalogue: readonly CatalogueEntry[]
}

const teamNames = z.array(z.string().max(64)).min(1).max(1000).optional()
const announcementBody = z.strictObject({
  text: z.string().trim().min(1).max(ANNOUNCEMENT_MAX_LENGTH),
  teams: teamNames,
})
const hintReleaseBody = z.strictObject({ challenge: z.string().max(100), teams: teamNames })

/** The order of a time (null: no limit), for the settings' consistency checks. */
const at = (iso: string | null) => (iso === null ? null : Date.parse(iso))

/** Refuses settings whose names the catalogue lacks or whose times contradict each other. */
function checkSettings(settings: EventSettings, catalogue: readonly CatalogueEntry[]): void {
  const unknown = settings.challenges ? unknownNames(settings.challenges, catalogue) : []
  if (unknown.length > 0) throw new WorkshopError(400, `Not in the catalogue: ${unknown.join(', ')}`)
  const [startsAt, endsAt, freezeAt] = [at(settings.startsAt), at(settings.endsAt), at(settings.freezeAt)]
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt)
    throw new WorkshopError(400, 'The event must end after it starts')
  if (freezeAt !== null && startsAt !== null && freezeAt < startsAt)
    throw new WorkshopError(400, 'The scoreboard cannot freeze before the event starts')
  if (freezeAt !== null && endsAt !== null && freezeAt > endsAt)
    throw new WorkshopError(400, 'The scoreboard cannot freeze after the event ends')
}

/**
 * The trainer's control of the session (below `/workshop/api`, trainer only): the event's challenge set and clock,
 * announcements to the class and hints released to it. Every change reaches the running team shops at once
 * (event-broadcast.ts) and is kept across restarts.
 */
export function eventApiRoutes({ registry, plan, catalogue }: EventApiOptions): Router {
  const router = Router()
  const existingTeams = (teams: string[] | undefined): string[] | null => {
    if (!teams) return null
    for (const team of teams) registry.record(team)
    return [...new Set(teams)]
  }

  router.get('/challenges', (_req, res) => {
    const challenges: CatalogueChallenge[] = catalogue.map(({ key, name, category, tags, difficulty }) => ({
      key,
      name,
      category,
      tags,
      difficulty,
      inSet: plan.includes({ key, category, tags, difficulty }),
    }))
    res.json(challenges)
  })
  router.get('/event', (_req, res) => {
    res.json(plan.settings)
  })
  router.put('/event', (req, res) => {
    const settings = parsed(eventSettingsSchema, req)
    checkSettings(settings, catalogue)
    plan.update(settings)
    res.json(plan.settings)
  })

  router.get('/announcements', (_req, res) => {
    res.json(plan.allAnnouncements())
  })
  router.post('/announcements', (req, res) => {
    const { text, teams } = parsed(announcementBody, req)
    const { id, createdAt } = plan.announce(text, existingTeams(teams))
    res.status(201).json({ id, text, createdAt })
  })

  router.post('/hints/release', (req, res) => {
    const { challenge, teams } = parsed(hintReleaseBody, req)
    const entry = catalogue.find((candidate) => candidate.key === challenge)
    if (!entry) throw new WorkshopError(404, `No challenge ${challenge}`)
    const targets = existingTeams(teams)
    // The next hint for the team furthest behind on it: every team addressed gets at least that one.
    const audience = targets ?? registry.names()
    const released = audience.map((team) => plan.releasedHintOrder(challenge, team))
    const order =
      (released.length > 0 ? Math.min(...released) : plan.releasedHintOrder(challenge, undefined)) + 1
    if (order > entry.hints.length)
      throw new WorkshopError(409, `Every hint of ${challenge} is already released`)
    plan.releaseHint(challenge, order, targets)
    res.json({ challenge, order })
  })
  return router
}
