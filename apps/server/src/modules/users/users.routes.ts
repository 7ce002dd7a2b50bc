import { Router, type RequestHandler } from 'express'
import { currentSession, denyAll, requireJwt } from '../../platform/auth/guards.js'
import { translatorFor } from '../../platform/http/locale.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { saveLoginIp, whoami } from './current-user.service.js'
import { isReservedAccountant, register, reservedAccountantError } from './registration.js'
import { authenticationDetails, login } from './users.service.js'
import { bodyFrom, queryFrom, recordFields } from '../../platform/http/request-input.js'
import { whoamiQuery } from './users.schemas.js'

export function usersRoutes(shop: Shop): Router {
  const router = Router()

  router.post('/rest/user/login', async (req, res) => {
    const outcome = await login(shop, shop.boundedSql, bodyFrom(req, recordFields), requestFacts(req))
    if (outcome.kind === 'invalid') res.status(401).send(translatorFor(req)('Invalid email or password.'))
    else if (outcome.kind === 'totp') res.status(401).json(outcome.body)
    else res.json(outcome.body)
  })

  router.post('/api/Users', (req, res) => {
    const fields = bodyFrom(req, recordFields)
    const request = requestFacts(req)
    shop.events.publish('user.registrationAttempted', { body: { ...fields }, request })
    const outcome = register(shop, fields, request)
    if (outcome.kind === 'refused')
      res.status(outcome.status).type('html').send(translatorFor(req)(outcome.text))
    else if (outcome.kind === 'invalid') res.status(outcome.error.status).json(outcome.error.body)
    else
      res
        .status(201)
        .location(`/api/Users/${String(outcome.user.id)}`)
        .json({ status: 'success', data: outcome.user })
  })

  // The generic update (denied level) lets unsigned tokens through; the reserved address stays unstorable there too.
  router.put('/api/Users/:id', denyAll, refuseReservedAccountant(shop))

  // vuln-code-snippet start emailLeakChallenge
  router.get('/rest/user/whoami', (req, res) => {
    const cookies = (req.cookies ?? {}) as Record<string, unknown>
    const { fields, callback } = queryFrom(req, whoamiQuery)
    const callbackRequested = callback !== undefined // vuln-code-snippet neutral-line emailLeakChallenge
    const query = { token: cookies.token, fields, callbackRequested }
    const user = whoami(shop, query, requestFacts(req))
    // vuln-code-snippet neutral-line emailLeakChallenge
    if (callbackRequested)
      res.jsonp({ user }) // vuln-code-snippet vuln-line emailLeakChallenge
    else res.json({ user })
  })
  // vuln-code-snippet end emailLeakChallenge

  router.get('/rest/user/authentication-details', requireJwt, (_req, res) => {
    res.json({ status: 'success', data: authenticationDetails(shop) })
  })

  // vuln-code-snippet start httpHeaderXssChallenge
  router.get('/rest/saveLoginIp', (req, res) => {
    const session = currentSession(req, shop)
    const user =
      session &&
      saveLoginIp(shop, session.data.id, {
        trueClientIp: req.headersDistinct['true-client-ip']?.[0], // vuln-code-snippet neutral-line httpHeaderXssChallenge
        socketAddress: req.socket.remoteAddress,
        request: requestFacts(req),
      })
    if (user) res.json(user)
    else res.sendStatus(401)
  })
  // vuln-code-snippet end httpHeaderXssChallenge

  return router
}

function refuseReservedAccountant(shop: Shop): RequestHandler {
  return (req, res, next) => {
    if (!isReservedAccountant(shop, bodyFrom(req, recordFields).email)) return next()
    const error = reservedAccountantError()
    res.status(error.status).json(error.body)
  }
}
