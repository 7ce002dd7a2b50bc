import type { Request, Response } from 'express'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chosenEncoding } from './prepared-page.js'

/** Below this size an answer goes out as it is (the compression middleware's threshold). */
const compressionThreshold = 1024

/**
 * A JSON answer that is sent again and again while the data behind it is unchanged (a cached search), kept with its
 * compressed forms, each made on the first request that asks for it: gzip at level 6 and brotli at quality 4, as the
 * compression middleware makes them per request. Compressing the catalogue's 30 KB for every request was the
 * slowest part of browsing it in a busy workshop.
 */
export class PreparedAnswer {
  private readonly identity: Buffer
  private gzip: Buffer | undefined
  private br: Buffer | undefined

  constructor(readonly text: string) {
    this.identity = Buffer.from(text)
  }

  /** The bytes in the encoding, and the encoding actually used (none below the threshold). */
  bytes(wanted: 'br' | 'gzip' | undefined): { body: Buffer; encoding: 'br' | 'gzip' | undefined } {
    if (wanted === undefined || this.identity.length < compressionThreshold)
      return { body: this.identity, encoding: undefined }
    if (wanted === 'gzip')
      return { body: (this.gzip ??= gzipSync(this.identity, { level: 6 })), encoding: 'gzip' }
    this.br ??= brotliCompressSync(this.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    return { body: this.br, encoding: 'br' }
  }
}

/** Sends a prepared JSON answer in the best encoding the request accepts (the compression middleware then stands by). */
export function sendPreparedJson(req: Request, res: Response, answer: PreparedAnswer): void {
  const { body, encoding } = answer.bytes(chosenEncoding(req.headers['accept-encoding']))
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.vary('Accept-Encoding')
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.end(body)
}
