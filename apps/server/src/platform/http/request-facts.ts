import type { Request } from 'express'
import type { RequestFacts } from '../../shop/request-facts.js'

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? ''
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** The facts about a request that events carry (detectors never see Express objects). */
export const requestFacts = (req: Request): RequestFacts => ({
  method: req.method,
  url: req.originalUrl,
  path: decodedPath(req.originalUrl),
  ip: req.ip ?? req.socket.remoteAddress ?? '',
  headers: req.headers,
})
