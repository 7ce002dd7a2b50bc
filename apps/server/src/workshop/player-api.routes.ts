import express, { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import type { ShopConfig } from '../config/schema.js'
import type { EventPlan } from '../shop/event-plan.js'
import { checkTurns, FailureBudget, guardedAttempt } from './attempt-guard.js'
import { cookieValue } from './cookies.js'
import { scoreboardRoutes } from './scoreboard.routes.js'
import { TEAM_COOKIE, TEAM_NAME, type TeamRegistry } from './team-registry.js'
import { WorkshopError } from './workshop-error.js'
import {
  answer,
  cookieOptions,
  noSuchApi,
  parsed,
  peerAddress,
  refusedUnchecked,
  workshopErrors,
} from './workshop-http.js'

export interface PlayerApiOptions {
  registry: TeamRegistry
  settings: ShopConfig['workshop']
  /** The class's event: its clock is in the settings, its freeze holds the public ranking. */
  plan: EventPlan
}

const FIVE_MINUTES = 5 * 60 * 1000
const ONE_HOUR = 60 * 60 * 1000
const TEAM_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000
const WRONG_JOIN = 'Wrong team name or passcode'

/** Wrong passcodes one address may try for one team in five minutes. */
export const JOIN_FAILURES_PER_ADDRESS_AND_TEAM = 20
/** Wrong passcodes for one team from all addresses together in five minutes: 8 digits then take years to guess. */
export const JOIN_FAILURES_PER_TEAM = 100

const joinBody = z.object({ team: z.string().max(64), passcode: z.string().max(64).optional() })

/**
 * The players' part of the workshop API, on the players' listener: joining a team, who am I, leaving, the settings
 * the join page needs, and the scoreboard when it is public. Nothing here reads or changes another team.
 */
export function playerApiRoutes({ registry, settings, plan }: PlayerApiOptions): Router {
  const router = Router()
  router.use(express.json({ limit: '16kb', strict: true }))
  const join = joinGuard(registry)
  const selfService = selfServiceGuard(registry, settings)

  router.get('/settings', (_req, res) => {
    res.json({
      selfService: settings.selfService,
      publicScoreboard: settings.publicScoreboard,
      event: plan.clock(),
    })
  })
  router.use(['/scoreboard', '/scoreboard/recent'], (_req, _res, next) => {
    if (settings.publicScoreboard) next()
    else next(new WorkshopError(403, 'The scoreboard is not public in this workshop'))
  })
  router.use(scoreboardRoutes(registry, () => plan.frozenAt()))

  router.post(
    '/join',
    answer(async (req, res) => {
      const { team, passcode } = parsed(joinBody, req)
      if (!TEAM_NAME.test(team))
        throw new WorkshopError(400, 'Team names are 1 to 32 of a-z, 0-9 and inner dashes')
      if (!registry.has(team) && settings.selfService) {
        const created = await selfService(peerAddress(req), team)
        setTeamCookie(req, res, registry.cookieOf(created.record))
        res.status(201).json({ team, passcode: created.passcode })
        return
      }
      const record = await join(req, res, team, passcode ?? '')
      if (!record) return
      setTeamCookie(req, res, registry.cookieOf(record))
      res.json({ team })
    }),
  )
  router.get('/me', (req, res) => {
    const record = registry.teamOfCookie(cookieValue(req.headers.cookie, TEAM_COOKIE))
    if (record) res.json({ team: record.name })
    else res.status(401).json({ error: 'Not in a team: join one at /workshop/join' })
  })
  router.post('/leave', (req, res) => {
    res.clearCookie(TEAM_COOKIE, cookieOptions(req, { sameSite: 'lax', path: '/' }))
    res.status(204).end()
  })

  router.use(noSuchApi)
  router.use(workshopErrors)
  return router
}

/**
 * Creates a team for a player (self-service) within its limits: a few teams per client address and hour, and never
 * the trainer's reserve of `workshop.maxTeams`, so that one player can neither fill the workshop nor squat names.
 */
function selfServiceGuard(registry: TeamRegistry, settings: ShopConfig['workshop']) {
  const perAddress = new FailureBudget({
    max: settings.selfServiceTeamsPerAddressPerHour,
    windowMs: ONE_HOUR,
  })
  const selfServiceTeams = Math.floor(settings.maxTeams * settings.selfServiceShareOfMaxTeams)
  return async (address: string, team: string) => {
    if (registry.size >= selfServiceTeams)
      throw new WorkshopError(409, 'No more teams can be created here: ask your trainer for one')
    if (!perAddress.take(address))
      throw new WorkshopError(429, 'Too many teams created from your address, please try again later')
    try {
      return await registry.create(team)
    } catch (error) {
      perAddress.giveBack(address) // nothing was created (the name was taken meanwhile, the workshop full)
      throw error
    }
  }
}

function setTeamCookie(req: Request, res: Response, value: string): void {
  res.cookie(
    TEAM_COOKIE,
    value,
    cookieOptions(req, { sameSite: 'lax', path: '/', maxAge: TEAM_COOKIE_MAX_AGE_MS }),
  )
}

/**
 * Checks a join's passcode within the join limits (the team's record, or undefined when the answer was given): per address and team, so that one player guessing a team's
 * passcode locks out neither the other teams behind the same address nor anyone's right passcode elsewhere, and per
 * team, so that guesses spread over many addresses stay slow too. A check (scrypt) runs in the address's turn.
 */
function joinGuard(registry: TeamRegistry) {
  const perAddressAndTeam = new FailureBudget({
    max: JOIN_FAILURES_PER_ADDRESS_AND_TEAM,
    windowMs: FIVE_MINUTES,
  })
  const perTeam = new FailureBudget({ max: JOIN_FAILURES_PER_TEAM, windowMs: FIVE_MINUTES })
  const turns = checkTurns(32)
  return async (req: Request, res: Response, team: string, passcode: string) => {
    const address = peerAddress(req)
    const known = registry.has(team)
    const charges = [{ budget: perAddressAndTeam, key: `${address}\n${team}` }]
    if (known) charges.push({ budget: perTeam, key: team })
    let record: Awaited<ReturnType<TeamRegistry['checkPasscode']>>
    const outcome = await guardedAttempt(charges, known ? turns : undefined, address, async () => {
      record = await registry.checkPasscode(team, passcode)
      return record !== undefined
    })
    if (refusedUnchecked(outcome, res)) return undefined
    if (outcome !== 'accepted' || !record) throw new WorkshopError(401, WRONG_JOIN)
    return record
  }
}
