import { Router, type Request } from 'express'
import { translatorFor } from '../../platform/http/locale.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { changePassword, resetPassword, securityQuestionFor, type Caller } from './password.service.js'
import { clientIp, fiveMinutes, rateLimit } from '../../platform/http/rate-limit.js'
import { bodyFrom, queryFrom } from '../../platform/http/request-input.js'
import { changePasswordQuery, resetPasswordBody, securityQuestionQuery } from './recovery.schemas.js'

const callerOf = (req: Request): Caller => ({
  request: requestFacts(req),
  remoteAddress: req.socket.remoteAddress ?? '',
  translate: translatorFor(req),
})

// vuln-code-snippet start resetPasswordMortyChallenge
// vuln-code-snippet hide-line resetPasswordMortyChallenge
/** Security question, password reset (rate-limited) and password change. */
export function passwordRoutes(shop: Shop): Router {
  const router = Router()

  router.get('/rest/user/security-question', (req, res) => {
    res.json(securityQuestionFor(shop, queryFrom(req, securityQuestionQuery).email, translatorFor(req)))
  })

  router.use(
    '/rest/user/reset-password',
    rateLimit({
      windowMs: fiveMinutes,
      max: 100,
      // vuln-code-snippet hide-line resetPasswordMortyChallenge
      // Keyed on the proxy-derived client IP, which the X-Forwarded-For header decides: a new value, a new budget.
      keyOf: clientIp, // vuln-code-snippet vuln-line resetPasswordMortyChallenge
    }),
  )
  router.post('/rest/user/reset-password', (req, res) => {
    res.json({ user: resetPassword(shop, bodyFrom(req, resetPasswordBody), callerOf(req)) })
  })
  // vuln-code-snippet end resetPasswordMortyChallenge

  router.get('/rest/user/change-password', (req, res) => {
    const query = queryFrom(req, changePasswordQuery)
    res.json({ user: changePassword(shop, query, req.headers.authorization, callerOf(req)) })
  })

  return router
}
