import type { Request, RequestHandler } from 'express'
import { WorkshopError } from './workshop-error.js'

const READS = new Set(['GET', 'HEAD'])

/**
 * Whether `origin` names the host (and port) this request was sent to. The scheme is not compared: behind a proxy
 * that terminates TLS the browser says `https://` while the request arrives over HTTP, and another page on the
 * same host and port could only have been served by this listener itself.
 */
function isOwnOrigin(origin: string, req: Request): boolean {
  try {
    return new URL(origin).host === req.host
  } catch {
    return false
  }
}

const mediaType = (req: Request) => (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()

/**
 * The trainer listener answers its own console only. A request a browser sent for another site (`Sec-Fetch-Site:
 * same-site` — another port of the same host counts, where every team has deliberate XSS — or `cross-site`) is
 * refused whatever it asks; a state change must come as JSON (no form or simple request can send that across
 * sites without a CORS preflight, which this listener never grants) and, from a browser, with the console's own
 * `Origin`.
 */
export const consoleRequestsOnly: RequestHandler = (req, _res, next) => {
  const site = req.get('sec-fetch-site')
  if (site === 'same-site' || site === 'cross-site')
    return next(new WorkshopError(403, 'The trainer API answers only its own console'))
  if (READS.has(req.method)) return next()
  const origin = req.get('origin')
  if (origin !== undefined && !isOwnOrigin(origin, req))
    return next(new WorkshopError(403, 'The trainer API answers only its own console'))
  if (mediaType(req) !== 'application/json')
    return next(new WorkshopError(415, 'Send trainer requests as application/json'))
  next()
}
