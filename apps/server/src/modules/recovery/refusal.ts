import type { Request, RequestHandler, Response } from 'express'
import { blockedIllegalActivity, HttpError } from '../../platform/http/errors.js'
import { translatorFor } from '../../platform/http/locale.js'
import { untranslated, type Translate } from '../../platform/i18n/server-translations.js'

/**
 * An expected refusal answered directly: with text as a plain string body (spec/api.md shape T), without text as an
 * empty body. Everything else a handler throws goes to the error page.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly text?: string,
  ) {
    super(text ?? `refused with ${status}`)
  }
}

/** Wraps a route action so that a thrown Refusal becomes its answer, its text in the caller's language. */
export const answering =
  (action: (req: Request, res: Response) => void): RequestHandler =>
  (req, res, next) => {
    try {
      action(req, res)
    } catch (error) {
      if (!(error instanceof Refusal)) return next(error)
      res.status(error.status)
      if (error.text === undefined) res.end()
      else res.send(translatorFor(req)(error.text))
    }
  }

/** The fields of a JSON or form body; anything that is not an object counts as no fields. */
export const bodyOf = (req: Request): Record<string, unknown> =>
  typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)
    ? (req.body as Record<string, unknown>)
    : {}

/** A string input, or undefined for anything else (numbers, lists, objects): the routes accept text only. */
export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

const blockedPrefix = 'Blocked illegal activity by'

/** The 500 page of requests without a valid session (spec/api.md §0.2), naming the socket address in `t`'s words. */
export function blockedIn(t: Translate, remoteAddress: string): HttpError {
  const error = blockedIllegalActivity(remoteAddress)
  if (t === untranslated || !error.message.startsWith(blockedPrefix)) return error
  return new HttpError(error.status, t(blockedPrefix) + error.message.slice(blockedPrefix.length))
}

/** The "blocked" 500 page of a request, in its language. */
export const blocked = (req: Request): HttpError =>
  blockedIn(translatorFor(req), req.socket.remoteAddress ?? '')
