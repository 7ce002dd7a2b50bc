import type { ErrorRequestHandler, Request, Response } from 'express'
import { untranslated, type Translate } from '../i18n/server-translations.js'
import { blockedIllegalActivity, HttpError } from './errors.js'
import { translatorFor } from './locale.js'

/**
 * An expected refusal, answered directly and never through the error page (which would count as provoking an
 * error): a text body is sent as a plain string in the caller's language, an object as JSON,
 * no body as an empty answer.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body?: string | Record<string, unknown>,
    message?: string,
  ) {
    super(
      message ?? (typeof body === 'string' ? body : body ? JSON.stringify(body) : `refused with ${status}`),
    )
  }
}

/** Sends a refusal's answer. */
function answerRefusal(req: Request, res: Response, refusal: Refusal): void {
  res.status(refusal.status)
  if (refusal.body === undefined) res.end()
  else if (typeof refusal.body === 'string') res.send(translatorFor(req)(refusal.body))
  else res.json(refusal.body)
}

/**
 * The one shape of the shop's own client errors (those the reference does not define otherwise): a JSON object with
 * the status and a stable message, e.g. `{"status":400,"error":"Unexpected file field"}`.
 */
export const clientError = (status: number, message: string): Refusal =>
  new Refusal(status, { status, error: message }, message)

/**
 * The one error middleware for refusals, thrown in any route or middleware (synchronously or from a promise): they
 * are answered here and never reach the error page, which only sees real errors.
 */
export const answeringRefusals: ErrorRequestHandler = (error, req, res, next) => {
  if (error instanceof Refusal && !res.headersSent) answerRefusal(req, res, error)
  else next(error)
}

const blockedPrefix = 'Blocked illegal activity by'

/** The 500 page of requests without a valid session, naming the socket address in `t`'s words. */
export function blockedIn(t: Translate, remoteAddress: string): HttpError {
  const error = blockedIllegalActivity(remoteAddress)
  if (t === untranslated || !error.message.startsWith(blockedPrefix)) return error
  return new HttpError(error.status, t(blockedPrefix) + error.message.slice(blockedPrefix.length))
}

/** The "blocked" 500 page of a request, in its language. */
export const blocked = (req: Request): HttpError =>
  blockedIn(translatorFor(req), req.socket.remoteAddress ?? '')
