import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { EncodedBody } from './encoded-body.js'

/**
 * A page that never changes while the process runs (the client's index.html), prepared once: its bytes in each
 * encoding a browser may ask for (compressed as hard as they go, once), and its ETag. Answering it costs a header
 * lookup and one write, no rendering and no compression per request.
 */
export interface PreparedPage {
  body: EncodedBody
  etag: string
}

export function preparePage(html: string): PreparedPage {
  return {
    body: new EncodedBody(html, { gzipLevel: 9, brotliQuality: 11, threshold: 0 }),
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
  }
}

/**
 * Answers a GET or HEAD of a prepared page: 304 when the client's copy is current, otherwise the page in the best
 * encoding it accepts. The headers already set on the response (security headers) are kept.
 */
export function answerPreparedPage(req: IncomingMessage, res: ServerResponse, page: PreparedPage): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('ETag', page.etag)
  res.setHeader('Cache-Control', 'no-cache')
  res.setHeader('Vary', 'Accept-Encoding')
  if (req.headers['if-none-match'] === page.etag) {
    res.statusCode = 304
    res.end()
    return
  }
  res.statusCode = 200
  page.body.send(req, res)
}
