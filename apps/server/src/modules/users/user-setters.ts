import type { Request, RequestHandler } from 'express'
import { sanitiseHtml } from '../../platform/http/html-sanitiser.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { cleanUsername } from '../profile/username-filter.js'
import type { AfterWrite, PreHandlers } from '../rest/rest.routes.js'

// vuln-code-snippet start persistedXssUserChallenge
// vuln-code-snippet hide-start persistedXssUserChallenge
/**
 * The User model's email and username setters, applied to a body in place before any write
 * through the user model. The email format is checked by the registration form only, so while Client-side XSS
 * Protection is enabled any markup reaches the database.
 */
// vuln-code-snippet hide-end persistedXssUserChallenge
export function applyUserSetters(shop: Shop, fields: Record<string, unknown>): void {
  const { email, username } = fields
  const storedAsGiven = shop.vulnerabilities.isOpen('persistedXssUserChallenge') // vuln-code-snippet neutral-line persistedXssUserChallenge
  if (typeof email === 'string') fields.email = storedAsGiven ? email : sanitiseHtml(email) // vuln-code-snippet vuln-line persistedXssUserChallenge
  if (typeof username === 'string')
    fields.username = cleanUsername(username, shop.vulnerabilities.isOpen('usernameXssChallenge'))
}
// vuln-code-snippet end persistedXssUserChallenge

/** States the email a user record now carries, after it was written. */
export function publishEmailStored(shop: Shop, user: Record<string, unknown>, request: RequestFacts): void {
  if (typeof user.email === 'string') shop.events.publish('user.emailStored', { email: user.email, request })
}

/**
 * The same setters for `PUT /api/Users/:id` of the generic layer: the route is "denied", but unsigned tokens pass
 * that guard (jwtUnsignedChallenge), so a write can still arrive there.
 */
export function userWriteHooks(shop: Shop): { preHandlers: PreHandlers; afterWrite: AfterWrite } {
  const setters: RequestHandler = (req, _res, next) => {
    if (typeof req.body === 'object' && req.body !== null)
      applyUserSetters(shop, req.body as Record<string, unknown>)
    next()
  }
  const published = (stored: Record<string, unknown>, req: Request): void => {
    if (typeof req.body === 'object' && req.body !== null && 'email' in req.body)
      publishEmailStored(shop, stored, requestFacts(req))
  }
  return { preHandlers: { User: { update: [setters] } }, afterWrite: { User: { update: published } } }
}
