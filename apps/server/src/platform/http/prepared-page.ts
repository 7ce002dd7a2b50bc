import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * A page that never changes while the process runs (the client's index.html), prepared once: its bytes in each
 * encoding a browser may ask for, and its ETag. Answering it costs a header lookup and one write, no rendering and no
 * compression per request.
 */
export interface PreparedPage {
  identity: Buffer
  gzip: Buffer
  br: Buffer
  etag: string
}

export function preparePage(html: string): PreparedPage {
  const identity = Buffer.from(html)
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
  }
}

/** The encoding to answer with: brotli, then gzip, then none, as the request's Accept-Encoding allows. */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined
  const accepted = acceptEncoding
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0])
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return undefined
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
  const encoding = chosenEncoding(req.headers['accept-encoding'])
  const body = encoding ? page[encoding] : page.identity
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.statusCode = 200
  res.end(req.method === 'HEAD' ? undefined : body)
}
