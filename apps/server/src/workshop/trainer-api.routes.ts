import express, { Router, type RequestHandler } from 'express'
import { z } from 'zod'
import { CtfExportError, exportCtf, parseCtfExportOptions } from '../ctf-export/ctf-export.js'
import type { ShopFoundation } from '../shop/shop-foundation.js'
import { checkTurns, FailureBudget, guardedAttempt } from './attempt-guard.js'
import { cookieValue } from './cookies.js'
import { eventApiRoutes } from './event-api.routes.js'
import { scoreboardRoutes } from './scoreboard.routes.js'
import type { TeamRegistry } from './team-registry.js'
import { RESET_SCOPES } from './team-reset.js'
import { TRAINER_COOKIE, type Trainer } from './trainer.js'
import { consoleRequestsOnly } from './trainer-origin.js'
import { TRAINER_SESSION_MS } from './trainer-sessions.js'
import { viewedHints } from './viewed-hints.js'
import { workshopMetrics } from './workshop-metrics.js'
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

export interface TrainerApiOptions {
  registry: TeamRegistry
  trainer: Trainer
  /** The shops' shared foundation: the CTF export is made from its catalogue, seed data and CTF key. */
  foundation: ShopFoundation
}

const FIVE_MINUTES = 5 * 60 * 1000
/** Wrong trainer passwords one address may try in five minutes; other addresses are never refused for it. */
export const TRAINER_LOGIN_FAILURES_PER_ADDRESS = 10
const CTF_EXPORT_USAGE =
  'Usage: /workshop/api/ctf-export?format=ctfd|fbctf|rtb&hints=none|free|paid[&challenges=event|all]'

const loginBody = z.object({ password: z.string().max(200) })
const teamBody = z.object({ name: z.string().max(64) })
const resetBody = z.object({ scope: z.enum(RESET_SCOPES), challenge: z.string().max(100).optional() })

const sessionCookie = { sameSite: 'strict', path: '/workshop' } as const

/**
 * The trainer's API, served only by the trainer listener (`/workshop/api` and `/workshop/metrics` there): the
 * session, team administration, resets, the class's progress and the CTF export.
 */
export function trainerApiRoutes({ registry, trainer, foundation }: TrainerApiOptions): Router {
  const router = Router()
  router.use(consoleRequestsOnly)
  router.use(express.json({ limit: '16kb', strict: true }))
  const { classProgress } = registry
  const { sessions } = trainer
  const sessionOf = (cookie: string | undefined) => cookieValue(cookie, TRAINER_COOKIE)
  const requireTrainer: RequestHandler = (req, _res, next) => {
    if (sessions.isOpen(sessionOf(req.headers.cookie))) next()
    else next(new WorkshopError(401, 'Trainer login required'))
  }
  const failures = new FailureBudget({ max: TRAINER_LOGIN_FAILURES_PER_ADDRESS, windowMs: FIVE_MINUTES })
  const turns = checkTurns(4)

  router.post(
    '/api/trainer/login',
    answer(async (req, res) => {
      const { password } = parsed(loginBody, req)
      const address = peerAddress(req)
      const charges = [{ budget: failures, key: address }]
      const outcome = await guardedAttempt(charges, turns, address, () => trainer.checkPassword(password))
      if (refusedUnchecked(outcome, res)) return
      if (outcome !== 'accepted') throw new WorkshopError(401, 'Wrong password')
      sessions.close(sessionOf(req.headers.cookie))
      res.cookie(
        TRAINER_COOKIE,
        sessions.open(),
        cookieOptions(req, { ...sessionCookie, maxAge: TRAINER_SESSION_MS }),
      )
      res.json({ trainer: true })
    }),
  )
  router.post('/api/trainer/logout', (req, res) => {
    sessions.close(sessionOf(req.headers.cookie))
    res.clearCookie(TRAINER_COOKIE, cookieOptions(req, sessionCookie))
    res.status(204).end()
  })

  router.use(requireTrainer)
  router.get('/metrics', (_req, res) => {
    res.type('text/plain; version=0.0.4').send(workshopMetrics(registry))
  })
  router.use('/api', scoreboardRoutes(registry))
  router.use(
    '/api',
    eventApiRoutes({ registry, plan: foundation.eventPlan, catalogue: foundation.catalogue }),
  )
  router.get('/api/teams', (_req, res) => {
    res.json(registry.summaries())
  })
  router.post(
    '/api/teams',
    answer(async (req, res) => {
      const { record, passcode } = await registry.create(parsed(teamBody, req).name)
      res.status(201).json({ name: record.name, passcode })
    }),
  )
  router.delete('/api/teams/:team', (req, res) => {
    registry.delete(String(req.params.team))
    res.status(204).end()
  })
  router.get('/api/teams/:team/solves', (req, res) => {
    res.json(classProgress.solves(registry.progressOf(String(req.params.team))))
  })
  router.get('/api/teams/:team/hints', (req, res) => {
    const name = registry.record(String(req.params.team)).name
    res.json(viewedHints(registry.runningShop(name)))
  })
  router.get('/api/teams/:team/coding', (req, res) => {
    res.json(classProgress.codingPhases(registry.progressOf(String(req.params.team))))
  })
  router.get('/api/solves', (_req, res) => {
    res.json(classProgress.classSolves(registry.allProgress()))
  })
  router.get('/api/challenges/stats', (_req, res) => {
    res.json(classProgress.challengeStats(registry.allProgress(), Date.now()))
  })
  router.get(
    '/api/ctf-export',
    answer(async (req, res) => {
      const parsedOptions = parseCtfExportOptions(req.query)
      const { challenges = 'event' } = req.query
      if (!parsedOptions.ok || (challenges !== 'event' && challenges !== 'all'))
        throw new WorkshopError(400, CTF_EXPORT_USAGE)
      // By default only the event's challenge set goes to the CTF platform.
      const includes =
        challenges === 'all' ? undefined : foundation.eventPlan.includes.bind(foundation.eventPlan)
      const file = await exportCtf({ foundation, ...parsedOptions.options, includes }).catch(
        (error: unknown) => {
          if (error instanceof CtfExportError) throw new WorkshopError(409, error.message)
          throw error
        },
      )
      res.attachment(file.filename).type(file.contentType).send(file.body)
    }),
  )
  router.post(
    '/api/teams/:team/passcode',
    answer(async (req, res) => {
      res.json({ passcode: await registry.newPasscode(String(req.params.team)) })
    }),
  )
  router.post('/api/teams/:team/reset', (req, res) => {
    const request = parsed(resetBody, req)
    const started = performance.now()
    registry.reset(String(req.params.team), request)
    res.json({ scope: request.scope, ms: Math.round((performance.now() - started) * 100) / 100 })
  })
  router.post('/api/reset', (req, res) => {
    const request = parsed(resetBody, req)
    const started = performance.now()
    for (const name of registry.names()) registry.reset(name, request)
    res.json({ scope: request.scope, ms: Math.round((performance.now() - started) * 100) / 100 })
  })

  router.use(noSuchApi)
  router.use(workshopErrors)
  return router
}
