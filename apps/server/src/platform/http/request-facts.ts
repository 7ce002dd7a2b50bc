import type { Request } from 'express'
import type { RequestFacts } from '../../shop/request-facts.js'

function decodedPath(url: string): string {
  const queryStart = url.indexOf('?')
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  if (!path.includes('%')) return path
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Where a request keeps its facts once taken (they are read from parts Express never rewrites). */
const factsOfRequest = Symbol('request facts')

type WithFacts = Request & { [factsOfRequest]?: RequestFacts }

/**
 * The facts about a request that events carry (detectors never see Express objects); taken once per request,
 * however many events carry them.
 */
export function requestFacts(req: Request): RequestFacts {
  const known = (req as WithFacts)[factsOfRequest]
  if (known) return known
  const facts: RequestFacts = {
    method: req.method,
    url: req.originalUrl,
    path: decodedPath(req.originalUrl),
    ip: req.ip ?? req.socket.remoteAddress ?? '',
    headers: req.headers,
  }
  ;(req as WithFacts)[factsOfRequest] = facts
  return facts
}
