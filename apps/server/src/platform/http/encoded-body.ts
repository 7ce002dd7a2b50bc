import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type ContentEncoding = 'br' | 'gzip'

/** The encoding to answer with: brotli, then gzip, then none, as the request's Accept-Encoding allows. */
export function chosenEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
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

/** How hard a body is compressed, and below which size it goes out as it is. */
export interface CompressionSettings {
  gzipLevel: number
  brotliQuality: number
  threshold: number
}

/**
 * A body that is sent again and again unchanged, kept with its compressed forms, each made on the first request that
 * asks for it: answering it costs a header lookup and one write, no compression per request.
 */
export class EncodedBody {
  private readonly identity: Buffer
  private gzip: Buffer | undefined
  private br: Buffer | undefined

  constructor(
    text: string,
    private readonly settings: CompressionSettings,
  ) {
    this.identity = Buffer.from(text)
  }

  /** The bytes for a request, and the encoding used (none when none is accepted or below the threshold). */
  forRequest(req: IncomingMessage): { body: Buffer; encoding: ContentEncoding | undefined } {
    const wanted = chosenEncoding(req.headers['accept-encoding'])
    if (wanted === undefined || this.identity.length < this.settings.threshold)
      return { body: this.identity, encoding: undefined }
    if (wanted === 'gzip')
      return {
        body: (this.gzip ??= gzipSync(this.identity, { level: this.settings.gzipLevel })),
        encoding: 'gzip',
      }
    this.br ??= brotliCompressSync(this.identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: this.settings.brotliQuality },
    })
    return { body: this.br, encoding: 'br' }
  }

  /** Ends the response with the body in the best encoding the request accepts (no body for HEAD). */
  send(req: IncomingMessage, res: ServerResponse): void {
    const { body, encoding } = this.forRequest(req)
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}
