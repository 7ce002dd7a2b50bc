import type { RequestHandler, Router } from 'express'

interface LayerLike {
  rawPath?: unknown
  route?: { path: unknown }
  handle?: { stack?: LayerLike[] }
}

/** Characters that end the literal part of an Express 5 (path-to-regexp 8) pattern. */
const patternSyntax = /[:*{}()?+!\\]/

/**
 * The literal start of a path pattern, lower-cased as Express compares case-insensitively, without a trailing
 * slash (Express ignores it); `undefined` when the pattern is not a string or may start with anything.
 */
function literalStart(path: unknown): string | undefined {
  if (typeof path !== 'string') return undefined
  const end = path.search(patternSyntax)
  const literal = (end === -1 ? path : path.slice(0, end)).replace(/\/+$/, '').toLowerCase()
  return literal === '' ? undefined : literal
}

/** Every path start the stack can answer, or `undefined` when some layer may answer any path. */
function pathStarts(stack: LayerLike[]): string[] | undefined {
  const starts: string[] = []
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path]
      for (const path of paths) {
        const start = literalStart(path)
        if (start === undefined) return undefined
        starts.push(start)
      }
    } else if (layer.rawPath === '/' && layer.handle?.stack) {
      const nested = pathStarts(layer.handle.stack)
      if (nested === undefined) return undefined
      starts.push(...nested)
    } else {
      const start = literalStart(layer.rawPath)
      if (start === undefined) return undefined
      starts.push(start)
    }
  }
  return starts
}

/**
 * A module's router, entered only by requests whose path starts like one of its routes: the other requests pass
 * with one string comparison instead of a walk through every route's pattern (the walk is most of the pipeline's
 * cost, and every request used to take it through thirty routers). The check can only let through more requests
 * than the router answers, never fewer; a router with a layer that may answer any path is always entered.
 */
export function enteredByItsPaths(router: Router): RequestHandler {
  const { stack } = router as unknown as { stack: LayerLike[] }
  const starts = pathStarts(stack)
  if (starts === undefined) return router
  const unique = [...new Set(starts)]
  const guard: RequestHandler = (req, res, next) => {
    const path = req.path.toLowerCase()
    if (unique.some((start) => path.startsWith(start))) router(req, res, next)
    else next()
  }
  // The router's layers stay visible to introspection (the route table reads `stack` like a router's).
  return Object.assign(guard, { stack })
}
