import express, {
  Router,
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
} from 'express'
import { z } from 'zod'
import type { ShopConfig } from '../config/schema.js'
import { CtfExportError, exportCtf, parseCtfExportOptions } from '../ctf-export/ctf-export.js'
import type { ShopFoundation } from '../shop/shop-foundation.js'
import { RateLimiter } from '../platform/http/rate-limit.js'
import { cookieValue } from './cookies.js'
import { TEAM_COOKIE, TEAM_NAME, type TeamRegistry } from './team-registry.js'
import { RESET_SCOPES } from './team-reset.js'
import { TRAINER_COOKIE, TRAINER_SESSION_MS, type Trainer } from './trainer.js'
import { viewedHints } from './viewed-hints.js'
import { WorkshopError } from './workshop-error.js'
import { socketAddress } from '../platform/http/rate-limit.js'

export interface WorkshopApiOptions {
  registry: TeamRegistry
  trainer: Trainer
  settings: ShopConfig['workshop']
  /** The shops' shared foundation: the CTF export is made from its catalogue, seed data and CTF key. */
  foundation: ShopFoundation
}

const FIVE_MINUTES = 5 * 60 * 1000
const TEAM_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000
const WRONG_JOIN = 'Wrong team name or passcode'
const RECENT_SOLVES = 20
const CTF_EXPORT_USAGE = 'Usage: /workshop/api/ctf-export?format=ctfd|fbctf|rtb&hints=none|free|paid'

const loginBody = z.object({ password: z.string().max(200) })
const teamBody = z.object({ name: z.string().max(64) })
const joinBody = z.object({ team: z.string().max(64), passcode: z.string().max(64).optional() })
const resetBody = z.object({ scope: z.enum(RESET_SCOPES), challenge: z.string().max(100).optional() })

function parsed<T>(schema: z.ZodType<T>, req: Request): T {
  const result = schema.safeParse(req.body)
  if (!result.success) {
    const [issue] = result.error.issues
    throw new WorkshopError(
      400,
      `Invalid request: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim(),
    )
  }
  return result.data
}

/**
 * Counts failed attempts per client address (the socket's, not a header a client could choose); beyond `max` in
 * five minutes every attempt answers 429. Successful joins do not count: a class behind one NAT joins at once.
 */
function failureLimited(max: number): RequestHandler {
  const limiter = new RateLimiter({ windowMs: FIVE_MINUTES, max })
  return (req, res, next) => {
    const key = socketAddress(req)
    if (limiter.isLimited(key)) {
      res.status(429).json({ error: 'Too many failed attempts, please try again in a few minutes' })
      return
    }
    res.on('finish', () => {
      if (res.statusCode === 401) limiter.hit(key)
    })
    next()
  }
}

const answer =
  (handler: (req: Request, res: Response) => Promise<void> | void): RequestHandler =>
  (req, res, next) => {
    Promise.resolve(handler(req, res)).catch(next)
  }

/** The workshop API (README, Workshops): trainer session, team administration, resets and joining a team. */
export function workshopApiRoutes({ registry, trainer, settings, foundation }: WorkshopApiOptions): Router {
  const router = Router()
  router.use(express.json({ limit: '16kb', strict: true }))
  const { classProgress } = registry
  const isTrainer = (req: Request) => trainer.isSession(cookieValue(req.headers.cookie, TRAINER_COOKIE))
  const requireTrainer: RequestHandler = (req, res, next) => {
    if (isTrainer(req)) next()
    else res.status(401).json({ error: 'Trainer login required' })
  }
  const setTeamCookie = (res: Response, value: string) =>
    res.cookie(TEAM_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: TEAM_COOKIE_MAX_AGE_MS,
    })

  router.post(
    '/trainer/login',
    failureLimited(10),
    answer(async (req, res) => {
      const { password } = parsed(loginBody, req)
      if (!(await trainer.checkPassword(password))) throw new WorkshopError(401, 'Wrong password')
      res.cookie(TRAINER_COOKIE, trainer.sessionCookie(), {
        httpOnly: true,
        sameSite: 'strict',
        path: '/workshop',
        maxAge: TRAINER_SESSION_MS,
      })
      res.json({ trainer: true })
    }),
  )
  router.post('/trainer/logout', (_req, res) => {
    res.clearCookie(TRAINER_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/workshop' })
    res.status(204).end()
  })

  router.get('/settings', (_req, res) => {
    res.json({ selfService: settings.selfService, publicScoreboard: settings.publicScoreboard })
  })
  const requireScoreboard: RequestHandler = (req, res, next) => {
    if (settings.publicScoreboard || isTrainer(req)) next()
    else res.status(401).json({ error: 'Trainer login required' })
  }
  router.get('/scoreboard', requireScoreboard, (_req, res) => {
    const ranked = registry.summaries().sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    res.json(
      ranked.map(({ name, score, solved, lastSolvedAt }, index) => ({
        rank: index + 1,
        name,
        score,
        solved,
        lastSolvedAt,
      })),
    )
  })
  router.get('/scoreboard/recent', requireScoreboard, (_req, res) => {
    const solves = classProgress.classSolves(registry.allProgress()).slice(-RECENT_SOLVES).reverse()
    res.json(solves.map(({ team, name, difficulty, solvedAt }) => ({ team, name, difficulty, solvedAt })))
  })

  router.get('/teams', requireTrainer, (_req, res) => {
    res.json(registry.summaries())
  })
  router.post(
    '/teams',
    requireTrainer,
    answer(async (req, res) => {
      const { record, passcode } = await registry.create(parsed(teamBody, req).name)
      res.status(201).json({ name: record.name, passcode })
    }),
  )
  router.delete('/teams/:team', requireTrainer, (req, res) => {
    registry.delete(String(req.params.team))
    res.status(204).end()
  })
  router.get('/teams/:team/solves', requireTrainer, (req, res) => {
    res.json(classProgress.solves(registry.progressOf(String(req.params.team))))
  })
  router.get('/teams/:team/hints', requireTrainer, (req, res) => {
    const name = registry.record(String(req.params.team)).name
    res.json(viewedHints(registry.runningShop(name)))
  })
  router.get('/teams/:team/coding', requireTrainer, (req, res) => {
    res.json(classProgress.codingPhases(registry.progressOf(String(req.params.team))))
  })
  router.get('/solves', requireTrainer, (_req, res) => {
    res.json(classProgress.classSolves(registry.allProgress()))
  })
  router.get('/challenges/stats', requireTrainer, (_req, res) => {
    res.json(classProgress.challengeStats(registry.allProgress(), Date.now()))
  })
  router.get(
    '/ctf-export',
    requireTrainer,
    answer(async (req, res) => {
      const parsedOptions = parseCtfExportOptions(req.query)
      if (!parsedOptions.ok) throw new WorkshopError(400, CTF_EXPORT_USAGE)
      const file = await exportCtf({ foundation, ...parsedOptions.options }).catch((error: unknown) => {
        if (error instanceof CtfExportError) throw new WorkshopError(409, error.message)
        throw error
      })
      res.attachment(file.filename).type(file.contentType).send(file.body)
    }),
  )
  router.post(
    '/teams/:team/passcode',
    requireTrainer,
    answer(async (req, res) => {
      res.json({ passcode: await registry.newPasscode(String(req.params.team)) })
    }),
  )
  router.post('/teams/:team/reset', requireTrainer, (req, res) => {
    const request = parsed(resetBody, req)
    const started = performance.now()
    registry.reset(String(req.params.team), request)
    res.json({ scope: request.scope, ms: Math.round((performance.now() - started) * 100) / 100 })
  })
  router.post('/reset', requireTrainer, (req, res) => {
    const request = parsed(resetBody, req)
    const started = performance.now()
    for (const name of registry.names()) registry.reset(name, request)
    res.json({ scope: request.scope, ms: Math.round((performance.now() - started) * 100) / 100 })
  })

  router.post(
    '/join',
    failureLimited(20),
    answer(async (req, res) => {
      const { team, passcode } = parsed(joinBody, req)
      if (!TEAM_NAME.test(team))
        throw new WorkshopError(400, 'Team names are 1 to 32 of a-z, 0-9 and inner dashes')
      if (!registry.has(team) && settings.selfService) {
        const created = await registry.create(team)
        setTeamCookie(res, registry.cookieOf(created.record))
        res.status(201).json({ team, passcode: created.passcode })
        return
      }
      const record = await registry.checkPasscode(team, passcode ?? '')
      if (!record) throw new WorkshopError(401, WRONG_JOIN)
      setTeamCookie(res, registry.cookieOf(record))
      res.json({ team })
    }),
  )
  router.get('/me', (req, res) => {
    const record = registry.teamOfCookie(cookieValue(req.headers.cookie, TEAM_COOKIE))
    if (record) res.json({ team: record.name })
    else res.status(401).json({ error: 'Not in a team: join one at /workshop/join' })
  })
  router.post('/leave', (_req, res) => {
    res.clearCookie(TEAM_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' })
    res.status(204).end()
  })

  router.use((req, res) => {
    res.status(404).json({ error: `No workshop API at ${req.method} ${req.originalUrl}` })
  })
  router.use(workshopErrors)
  return router
}

/** Every failure as `{"error": message}`: refusals with their status, malformed JSON 400, too large 413, else 500. */
const workshopErrors: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof WorkshopError) {
    res.status(error.status).json({ error: error.message })
    return
  }
  const status = (error as { status?: unknown }).status
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = status === 413 ? 'Request body too large' : 'Malformed request body'
    res.status(status).json({ error: message })
    return
  }
  res.status(500).json({ error: 'Internal error' })
}
