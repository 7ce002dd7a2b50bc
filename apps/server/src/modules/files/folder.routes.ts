import express, { Router, type RequestHandler } from 'express'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { directoryListing } from './directory-listing.js'
import { existingFile, notFound, sendResolvedFile, slashRefusal } from './file-names.js'

// vuln-code-snippet start accessLogDisclosureChallenge premiumPaywallChallenge
/** GET <mount>/:file for a flat folder: names with a slash are refused, missing files answer 404. */
function flatFolderFile(folder: string, type?: (name: string) => string | undefined): RequestHandler {
  return (req, res, next) => {
    const name = String(req.params.file)
    if (name.includes('/')) return next(slashRefusal())
    const file = existingFile(folder, name)
    if (!file) return next(notFound(name))
    sendResolvedFile(res, file, next, type?.(name))
  }
}
// vuln-code-snippet end accessLogDisclosureChallenge premiumPaywallChallenge

/** Access logs are downloads, not pages. */
const logType = (name: string): string | undefined =>
  name.startsWith('access.log') ? 'application/octet-stream' : undefined

// vuln-code-snippet start premiumPaywallChallenge
// vuln-code-snippet hide-line premiumPaywallChallenge
/** The key folder (step 17): listed and downloadable by anyone, which is the Premium Paywall's way in. */
export function keyRoutes(shop: Shop): Router {
  const router = Router()
  router.use('/encryptionkeys', directoryListing(shop.files.keys, 'details')) // vuln-code-snippet neutral-line premiumPaywallChallenge
  router.get('/encryptionkeys/:file', flatFolderFile(shop.files.keys)) // vuln-code-snippet vuln-line premiumPaywallChallenge
  return router
}
// vuln-code-snippet end premiumPaywallChallenge

// vuln-code-snippet start accessLogDisclosureChallenge
// vuln-code-snippet hide-line accessLogDisclosureChallenge
/** The support team's log folder (step 18), including the HTTP access logs. */
export function logRoutes(shop: Shop): Router {
  const router = Router()
  router.use('/support/logs', (req, _res, next) => {
    shop.events.publish('supportLogs.requested', { url: req.url, request: requestFacts(req) })
    next()
  })
  router.use('/support/logs', directoryListing(shop.files.logs, 'details')) // vuln-code-snippet vuln-line accessLogDisclosureChallenge
  router.get('/support/logs/:file', flatFolderFile(shop.files.logs, logType)) // vuln-code-snippet neutral-line accessLogDisclosureChallenge
  return router
}
// vuln-code-snippet end accessLogDisclosureChallenge

/**
 * The `.well-known` folder (step 16): listing and static files, among them the CSAF advisories. security.txt
 * is answered earlier from configuration (step 8), so the placeholder file here is never reached.
 */
export function wellKnownRoutes(shop: Shop): Router {
  const router = Router()
  router.use('/.well-known', directoryListing(shop.files.wellKnown, 'details'))
  // serve-static resolves below its root and refuses `..`; dotfiles stay hidden as in the listing.
  router.use(
    '/.well-known',
    express.static(shop.files.wellKnown, {
      index: false,
      fallthrough: true,
      dotfiles: 'ignore',
      redirect: false,
    }),
  )
  return router
}
