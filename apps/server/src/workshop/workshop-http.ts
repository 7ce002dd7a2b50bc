import type { CookieOptions, ErrorRequestHandler, Request, RequestHandler, Response } from 'express'
import type { z } from 'zod'
import type { AttemptOutcome } from './attempt-guard.js'
import { WorkshopError } from './workshop-error.js'

/** The request's body as `schema` wants it, or a 400 naming the first problem. */
export function parsed<T>(schema: z.ZodType<T>, req: Request): T {
  const result = schema.safeParse(req.body)
  if (!result.success) {
    const [issue] = result.error.issues
    throw new WorkshopError(
      400,
      `Invalid request: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim(),
    )
  }
  return result.data
}

/** An async handler whose failure reaches the error handler. */
export const answer =
  (handler: (req: Request, res: Response) => Promise<void> | void): RequestHandler =>
  (req, res, next) => {
    Promise.resolve(handler(req, res)).catch(next)
  }

/** HttpOnly cookie options, `Secure` when the request came over TLS (directly or through a trusted proxy). */
export const cookieOptions = (req: Request, options: CookieOptions): CookieOptions => ({
  httpOnly: true,
  secure: req.secure,
  ...options,
})

/** The address a limit counts against: the TCP peer's, which no header can choose. */
export const peerAddress = (req: Request): string => req.socket.remoteAddress ?? ''

/**
 * Answers an attempt that was limited or had too many checks waiting (true), or leaves the response to the caller
 * (false). Answered directly, not thrown: a flood of guesses is mostly these answers, so they stay cheap.
 */
export function refusedUnchecked(outcome: AttemptOutcome, res: Response): boolean {
  if (outcome === 'limited') {
    res.status(429).json({ error: 'Too many failed attempts, please try again in a few minutes' })
    return true
  }
  if (outcome === 'busy') {
    res.setHeader('Retry-After', '1')
    res.status(503).json({ error: 'Busy checking other attempts, please try again in a moment' })
    return true
  }
  return false
}

/** Every failure as `{"error": message}`: refusals with their status, malformed JSON 400, too large 413, else 500. */
export const workshopErrors: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof WorkshopError) {
    res.status(error.status).json({ error: error.message })
    return
  }
  const status = (error as { status?: unknown }).status
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = status === 413 ? 'Request body too large' : 'Malformed request body'
    res.status(status).json({ error: message })
    return
  }
  res.status(500).json({ error: 'Internal error' })
}

/** The last handler of a workshop API: a JSON 404 naming what was asked. */
export const noSuchApi: RequestHandler = (req, res) => {
  res.status(404).json({ error: `No workshop API at ${req.method} ${req.originalUrl}` })
}
