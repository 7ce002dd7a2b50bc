import type { NextFunction, Request, RequestHandler, Response } from 'express'

/** What introspection (the route table of the hostile-request test) sees of a sequence: router-like layers. */
export interface SequenceLayer {
  rawPath: '/'
  handle: RequestHandler
}

/**
 * Middleware run one after the other as a single layer of the application's router. Express's router allocates a
 * match, a parameter walk and closures for every layer a request passes, and defers to the next tick after a
 * hundred of them; the shop's pipeline is some sixty layers, so that walk was the larger part of a request's cost.
 * Semantics are the router's: an error skips the rest and goes to the error handlers, `next('route')` continues,
 * `next('router')` leaves the sequence, a rejected promise is an error.
 */
export function inSequence(...handlers: RequestHandler[]): RequestHandler & { stack: SequenceLayer[] } {
  const sequence = (req: Request, res: Response, next: NextFunction): void => {
    let index = 0
    const step = (err?: unknown): void => {
      if (err === 'router') return next()
      if (err !== undefined && err !== null && err !== 'route') return next(err)
      const handler = handlers[index++]
      if (!handler) return next()
      try {
        const returned: unknown = handler(req, res, step)
        if (returned instanceof Promise)
          returned.catch((error: unknown) => next(error ?? new Error('Rejected promise')))
      } catch (error) {
        next(error)
      }
    }
    step()
  }
  return Object.assign(sequence, {
    stack: handlers.map((handle): SequenceLayer => ({ rawPath: '/', handle })),
  })
}
