import { Router, type Request } from 'express'
import type { TokenUser } from '@juicy/contracts'
import { requireJwt } from '../../platform/auth/guards.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { modelByName } from '../rest/models.js'
import { RestError } from '../rest/rest-errors.js'
import { createResource } from '../rest/rest.service.js'
import { refuseReservedAccountant, registrationProblem } from './registration.js'
import { createWallet } from './users.repository.js'
import { authenticationDetails, login } from './users.service.js'

const body = (req: Request): Record<string, unknown> =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {}

export function usersRoutes(shop: Shop): Router {
  const router = Router()
  const userModel = modelByName('User')
  const refuseAccountant = refuseReservedAccountant(shop.config.application.domain)

  router.post('/rest/user/login', (req, res) => {
    const outcome = login(shop, body(req), requestFacts(req))
    if (outcome.kind === 'invalid') res.status(401).send('Invalid email or password.')
    else if (outcome.kind === 'totp') res.status(401).json(outcome.body)
    else res.json(outcome.body)
  })

  router.post('/api/Users', (req, res) => {
    const fields = body(req)
    shop.events.publish('user.registrationAttempted', { body: { ...fields }, request: requestFacts(req) })
    const problem = registrationProblem(fields)
    if (problem) {
      res.status(problem.status).type('html').send(problem.body)
      return
    }
    try {
      const user = createResource(shop.db, userModel, fields, { afterValidation: refuseAccountant })
      createWallet(shop.db, Number(user.id))
      shop.events.publish('user.registered', { userId: Number(user.id), body: fields })
      res
        .status(201)
        .location(`/api/Users/${String(user.id)}`)
        .json({ status: 'success', data: user })
    } catch (error) {
      if (!(error instanceof RestError)) throw error
      res.status(error.status).json(error.body)
    }
  })

  router.get('/rest/user/whoami', (req, res) => {
    const token = (req.cookies as Record<string, string | undefined>).token
    const user: TokenUser | undefined = shop.sessions.get(token)?.data
    res.json({
      user: user
        ? { id: user.id, email: user.email, lastLoginIp: user.lastLoginIp, profileImage: user.profileImage }
        : {},
    })
  })

  router.get('/rest/user/authentication-details', requireJwt, (_req, res) => {
    res.json({ status: 'success', data: authenticationDetails(shop) })
  })

  return router
}
