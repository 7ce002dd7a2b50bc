import { Router, type Request } from 'express'
import { currentSession, requireUser } from '../../platform/auth/guards.js'
import type { SessionEntry } from '../../platform/auth/session-list.js'
import { HttpError } from '../../platform/http/errors.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { erasureFormPage, erasureResultPage } from '../../views/data-erasure.view.js'
import { readLayout, renderInLayout } from '../../views/erasure-layout.js'
import { findUserById } from '../users/users.repository.js'
import { checkExportCaptcha, exportUserData } from './data-export.service.js'
import { issueImageCaptcha } from './image-captcha.js'
import { insertErasureRequest } from './privacy.repository.js'
import { securityQuestionOfUser } from './recovery.repository.js'
import { blocked, Refusal } from '../../platform/http/refusal.js'
import { bodyFrom } from '../../platform/http/request-input.js'
import { dataExportBody, erasureBody } from './recovery.schemas.js'

/** The session of the `token` cookie (the only token the erasure pages read), or the "blocked" error page. */
function cookieSession(req: Request, shop: Shop): SessionEntry {
  const token = (req.cookies as Record<string, unknown> | undefined)?.token
  const session = typeof token === 'string' ? shop.sessions.get(token) : undefined
  if (!session) throw blocked(req)
  return session
}

/** Image captcha, data export and the data-erasure pages. */
export function privacyRoutes(shop: Shop): Router {
  const router = Router()

  router.get('/rest/image-captcha', (req, res) => {
    const session = currentSession(req, shop)
    if (!session) throw new Refusal(401, 'You need to be logged in to request a CAPTCHA.')
    res.json(issueImageCaptcha(shop, session.data.id))
  })

  router.post('/rest/user/data-export', requireUser(shop), (req, res) => {
    const session = currentSession(req, shop)
    if (!session) throw blocked(req)
    checkExportCaptcha(shop, session.data.id, bodyFrom(req, dataExportBody).answer)
    const origin = `${req.protocol}://${req.get('host') ?? ''}`
    res.json(exportUserData(shop, session.data, origin, requestFacts(req)))
  })

  router.get('/dataerasure', (req, res) => {
    const session = cookieSession(req, shop)
    const { hasAnswer, question } = securityQuestionOfUser(shop.db, session.data.id)
    if (!hasAnswer) throw new HttpError(500, 'No answer found!')
    if (question === undefined) throw new HttpError(500, 'No question found!')
    res.type('html').send(erasureFormPage(shop.config, { email: session.data.email, question }))
  })

  // vuln-code-snippet start lfrChallenge
  // The answer is not verified and the account stays: the request is recorded for a person to process. // vuln-code-snippet hide-line lfrChallenge
  // Records the erasure request, logs the user out and shows the confirmation page.
  router.post('/dataerasure', (req, res) => {
    const session = cookieSession(req, shop)
    if (!findUserById(shop.db, session.data.id)) throw blocked(req)
    insertErasureRequest(shop.db, session.data.id)
    res.clearCookie('token', { path: '/' })
    const page = erasureResultPage(shop.config)
    // vuln-code-snippet hide-start lfrChallenge
    // Local File Read: like a template engine's layout option, the body may name a file to wrap the page in. The
    // path stays inside the instance tree (readLayout); within it, any file can be read this way.
    // vuln-code-snippet hide-end lfrChallenge
    const fields = bodyFrom(req, erasureBody)
    const { layout } = fields // vuln-code-snippet neutral-line lfrChallenge
    if (typeof layout === 'string' && layout !== '') {
      const wrapped = renderInLayout(readLayout(shop.files.root, layout), page, fields) // vuln-code-snippet vuln-line lfrChallenge
      shop.events.publish('dataErasure.layoutRendered', { layout, request: requestFacts(req) })
      res.type('html').send(wrapped)
    } else res.type('html').send(page)
  })
  // vuln-code-snippet end lfrChallenge

  return router
}
