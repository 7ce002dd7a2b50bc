import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import zlib from 'node:zlib'
import compressible from 'compressible'
import type { Express, RequestHandler } from 'express'
import Negotiator from 'negotiator'
import vary from 'vary'

/**
 * Response compression with the `compression` middleware's behaviour (version 1.8: gzip, deflate and brotli at
 * quality 4, nothing below 1 KB, only compressible types, never with `Cache-Control: no-transform`, `Vary:
 * Accept-Encoding` on every compressible answer, no body for HEAD, `res.flush()`), built on the application's response
 * prototype instead of six closures and a header hook per response. The middleware only gives a response its small
 * state; a response that never passed it (the metrics routes ahead of it) is left as Node sends it. On a busy shop
 * the per-response wrappers were a tenth of a small API answer's cost, most of it in garbage collection.
 */
export function compressResponses(app: Express, options: { threshold?: number } = {}): RequestHandler {
  const threshold = options.threshold ?? 1024
  const prototype = app.response as unknown as Compressing
  const base = baseMethods(Object.getPrototypeOf(prototype) as ServerResponse)

  function writeHead(this: Compressing, ...args: unknown[]): ServerResponse {
    const state = this[compression]
    if (state === undefined || state.decided) return base.writeHead.apply(this, args) as ServerResponse
    state.decided = true
    // As a header hook would see them: the status and headers given to writeHead are applied first.
    const passed = applyWriteHeadArguments(this, args)
    decide(this, state, threshold, base)
    if (typeof passed[0] === 'number' && this.statusCode !== passed[0])
      passed.splice(0, passed.length, this.statusCode)
    return base.writeHead.apply(this, passed) as ServerResponse
  }

  function write(this: Compressing, chunk: unknown, encoding?: unknown): boolean {
    const state = this[compression]
    // eslint-disable-next-line prefer-rest-params -- passed on exactly as received
    if (state === undefined) return base.write.apply(this, [...arguments]) as boolean
    if (state.ended) return false
    if (!this.headersSent) this.writeHead(this.statusCode)
    return state.stream
      ? state.stream.write(toBuffer(chunk, encoding))
      : (base.write.call(this, chunk, encoding) as boolean)
  }

  function end(this: Compressing, chunk?: unknown, encoding?: unknown): unknown {
    const state = this[compression]
    // eslint-disable-next-line prefer-rest-params -- passed on exactly as received
    if (state === undefined) return base.end.apply(this, [...arguments])
    if (state.ended) return false
    if (!this.headersSent) {
      if (!this.getHeader('Content-Length')) state.length = chunkLength(chunk, encoding)
      this.writeHead(this.statusCode)
    }
    if (!state.stream) return base.end.call(this, chunk, encoding)
    state.ended = true
    return chunk ? state.stream.end(toBuffer(chunk, encoding)) : state.stream.end()
  }

  function on(this: Compressing, type: string | symbol, listener: Listener): unknown {
    const state = this[compression]
    if (state === undefined || state.drainListeners === null || type !== 'drain')
      return base.on.call(this, type, listener)
    if (state.stream) return state.stream.on(type, listener)
    ;(state.drainListeners ??= []).push(listener)
    return this
  }

  function flush(this: Compressing): void {
    this[compression]?.stream?.flush()
  }

  Object.assign(prototype, { writeHead, write, end, on, flush })
  return (_req, res, next) => {
    ;(res as unknown as Compressing)[compression] = new CompressionState()
    next()
  }
}

type Listener = (...args: unknown[]) => void
type CompressingStream = zlib.Gzip | zlib.Deflate | zlib.BrotliCompress

const compression = Symbol('compression')

/** What one response's compression knows: decided once, when its headers are written. */
class CompressionState {
  decided = false
  ended = false
  /** The body's length when it was given to `end` at once (without a Content-Length header). */
  length: number | undefined = undefined
  /** Drain listeners registered before the decision (rarely any); `null` once the response goes out uncompressed. */
  drainListeners: Listener[] | null | undefined = undefined
  stream: CompressingStream | undefined = undefined
}

type Compressing = ServerResponse & { req: IncomingMessage; [compression]?: CompressionState }

/** negotiator 0.6.4 takes the server's preferred order as a second argument (its type definitions predate it). */
type PreferringNegotiator = { encoding(available: string[], preferred: string[]): string | undefined }

const noTransform = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i
const supportedEncodings = ['br', 'gzip', 'deflate', 'identity']
const preferredEncodings = ['br', 'gzip']
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }

/** Whether and how this response is compressed; the middleware's checks in its order. */
function decide(res: Compressing, state: CompressionState, threshold: number, base: BaseMethods): void {
  const type = res.getHeader('Content-Type')
  if (type === undefined || !compressible(String(type))) return goesOutAsItIs(res, state, base)
  const cacheControl = res.getHeader('Cache-Control')
  if (cacheControl && noTransform.test(String(cacheControl))) return goesOutAsItIs(res, state, base)
  vary(res, 'Accept-Encoding')
  if (Number(res.getHeader('Content-Length')) < threshold || (state.length ?? NaN) < threshold)
    return goesOutAsItIs(res, state, base)
  if ((res.getHeader('Content-Encoding') || 'identity') !== 'identity') return goesOutAsItIs(res, state, base)
  if (res.req.method === 'HEAD') return goesOutAsItIs(res, state, base)
  // Without an Accept-Encoding header the middleware answers uncompressed (its `enforceEncoding` is identity).
  const method = res.req.headers['accept-encoding']
    ? (new Negotiator(res.req) as PreferringNegotiator).encoding(supportedEncodings, preferredEncodings)
    : 'identity'
  if (!method || method === 'identity') return goesOutAsItIs(res, state, base)

  const stream =
    method === 'gzip'
      ? zlib.createGzip()
      : method === 'br'
        ? zlib.createBrotliCompress(brotliOptions)
        : zlib.createDeflate()
  if (res.destroyed) {
    stream.destroy()
    return
  }
  state.stream = stream
  for (const listener of state.drainListeners ?? []) stream.on('drain', listener)
  res.setHeader('Content-Encoding', method)
  res.removeHeader('Content-Length')
  stream.on('data', (chunk: Buffer) => {
    if (base.write.call(res, chunk) === false) stream.pause()
  })
  stream.on('end', () => base.end.call(res))
  base.on.call(res, 'drain', () => stream.resume())
  base.on.call(res, 'close', () => stream.destroy())
}

/** The response is sent uncompressed: drain listeners held back so far go to it. */
function goesOutAsItIs(res: Compressing, state: CompressionState, base: BaseMethods): void {
  for (const listener of state.drainListeners ?? []) base.on.call(res, 'drain', listener)
  state.drainListeners = null
}

/** Applies writeHead's status and headers to the response (as `on-headers` does) and returns the arguments left. */
function applyWriteHeadArguments(res: ServerResponse, args: unknown[]): unknown[] {
  const headerIndex = args.length > 1 && typeof args[1] === 'string' ? 2 : 1
  const headers = args.length >= headerIndex + 1 ? args[headerIndex] : undefined
  res.statusCode = args[0] as number
  if (Array.isArray(headers)) setHeadersFromArray(res, headers as unknown[])
  else if (headers) {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
      if (name && value !== undefined) res.setHeader(name, value)
  }
  return args.slice(0, Math.min(args.length, headerIndex))
}

function setHeadersFromArray(res: ServerResponse, headers: unknown[]): void {
  if (headers.length > 0 && Array.isArray(headers[0])) {
    for (const [name, value] of headers as [string, string][]) res.setHeader(name, value)
    return
  }
  if (headers.length % 2 !== 0) throw new TypeError('headers array is malformed')
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i] as string, headers[i + 1] as string)
}

function chunkLength(chunk: unknown, encoding: unknown): number {
  if (!chunk) return 0
  return Buffer.isBuffer(chunk)
    ? chunk.length
    : Buffer.byteLength(chunk as string, encoding as BufferEncoding)
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding)
}

type Loose = (this: ServerResponse, ...args: unknown[]) => unknown
type BaseMethods = Record<'writeHead' | 'write' | 'end' | 'on', Loose>

/** The response methods underneath, called with whatever arguments their callers gave. */
function baseMethods(base: ServerResponse): BaseMethods {
  const loose = (method: unknown): Loose => method as Loose
  return {
    writeHead: loose(base.writeHead),
    write: loose(base.write),
    end: loose(base.end),
    on: loose(base.on),
  }
}
