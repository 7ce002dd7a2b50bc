import { Router } from 'express'
import { HttpError } from '../../platform/http/errors.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import { queryFrom } from '../../platform/http/request-input.js'
import { redirectQuery } from './redirect.schemas.js'
import type { Shop } from '../../shop/shop.js'
import { isRedirectAllowed } from './redirect-allowlist.js'

// vuln-code-snippet start redirectChallenge redirectCryptoCurrencyChallenge
// vuln-code-snippet hide-line redirectChallenge redirectCryptoCurrencyChallenge
/** GET /redirect?to=<url>: 302 to allow-listed targets, 406 for all others. */
export function redirectRoutes(shop: Shop): Router {
  const router = Router()
  router.get('/redirect', (req, res, next) => {
    const target = queryFrom(req, redirectQuery).to
    // vuln-code-snippet hide-start redirectChallenge redirectCryptoCurrencyChallenge
    if (target === undefined) {
      // The reference fails on the missing parameter with this TypeError; its API tests and write-ups expect it.
      return next(new HttpError(500, "Cannot read properties of undefined (reading 'includes')", 'TypeError'))
    }
    // vuln-code-snippet hide-end redirectChallenge redirectCryptoCurrencyChallenge
    if (typeof target !== 'string' || !isRedirectAllowed(target))
      return next(new HttpError(406, `Unrecognized target URL for redirect: ${String(target)}`))
    shop.events.publish('redirect.performed', { target, request: requestFacts(req) })
    res.redirect(target)
  })
  return router
}
// vuln-code-snippet end redirectChallenge redirectCryptoCurrencyChallenge
