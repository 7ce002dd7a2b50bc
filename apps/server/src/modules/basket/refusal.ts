import type { Request, RequestHandler, Response } from 'express'
import { RestError } from '../rest/rest-errors.js'

/**
 * An expected refusal answered directly, never through the error page (which would count as provoking an error):
 * a string body is sent as text (spec/api.md shape T), an object as JSON.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: string | Record<string, unknown>,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body))
  }
}

/** Wraps a route action: refusals and generic-layer errors become their answers, anything else the error page. */
export const answering =
  (action: (req: Request, res: Response) => void | Promise<void>): RequestHandler =>
  async (req, res, next) => {
    try {
      await action(req, res)
    } catch (error) {
      if (error instanceof Refusal) {
        res.status(error.status)
        if (typeof error.body === 'string') res.send(error.body)
        else res.json(error.body)
      } else if (error instanceof RestError) res.status(error.status).json(error.body)
      else next(error)
    }
  }

/** The fields of a JSON or form body; anything that is not an object counts as no fields. */
export const bodyOf = (req: Request): Record<string, unknown> =>
  typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)
    ? (req.body as Record<string, unknown>)
    : {}
