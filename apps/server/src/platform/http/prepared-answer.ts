import type { Request, Response } from 'express'
import { EncodedBody } from './encoded-body.js'

/**
 * A JSON answer sent again and again while the data behind it is unchanged (a cached search or list), compressed as
 * the compression middleware would compress it per request: gzip level 6, brotli quality 4, nothing below 1 KB.
 * Compressing the catalogue's 30 KB for every request was the slowest part of browsing it in a busy workshop.
 */
export class PreparedAnswer extends EncodedBody {
  constructor(readonly text: string) {
    super(text, { gzipLevel: 6, brotliQuality: 4, threshold: 1024 })
  }
}

/** Sends a prepared JSON answer in the best encoding the request accepts (the compression middleware then stands by). */
export function sendPreparedJson(req: Request, res: Response, answer: PreparedAnswer): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.vary('Accept-Encoding')
  answer.send(req, res)
}
