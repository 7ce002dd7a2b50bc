import { Router } from 'express'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { directoryListing } from './directory-listing.js'
import { existingFile, notFound, sendResolvedFile, slashRefusal } from './file-names.js'
import { ftpDownload } from './ftp-filter.js'

const quarantine = 'quarantine'

// vuln-code-snippet start directoryListingChallenge
// vuln-code-snippet hide-start directoryListingChallenge
/**
 * The public file folder: its listing, the filtered downloads and the quarantine
 * folder. Route parameters arrive URL-decoded once, so `%2f` becomes a slash and `%2500` the text `%00`.
 */
// vuln-code-snippet hide-end directoryListingChallenge
export function ftpRoutes(shop: Shop): Router {
  const router = Router()
  const ftp = shop.files.ftp

  router.use('/ftp', directoryListing(ftp, 'icons')) // vuln-code-snippet vuln-line directoryListingChallenge

  router.get('/ftp/quarantine/:file', (req, res, next) => {
    const name = req.params.file
    if (name.includes('/')) return next(slashRefusal())
    const file = existingFile(`${ftp}/${quarantine}`, name)
    if (!file) return next(notFound(name))
    sendResolvedFile(res, file, next)
  })

  // vuln-code-snippet neutral-line directoryListingChallenge
  router.get('/ftp/:file', (req, res, next) => {
    const decision = ftpDownload(req.params.file)
    if (!decision.allowed) return next(decision.error)
    const file = existingFile(ftp, decision.name)
    if (!file) return next(notFound(decision.name))
    shop.events.publish('ftp.fileDownloaded', { name: decision.name, request: requestFacts(req) })
    sendResolvedFile(res, file, next)
  })

  return router
}
// vuln-code-snippet end directoryListingChallenge
