import type { Request, RequestHandler, Router } from 'express'

interface LayerLike {
  rawPath?: unknown
  route?: { path: unknown; methods?: Record<string, boolean> }
  handle?: { stack?: LayerLike[] }
}

/** A path start a router answers, and the methods it answers there (`undefined`: any method). */
interface Entry {
  start: string
  methods: Set<string> | undefined
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

/** The methods a route answers, upper-cased; `undefined` for `all` (Express answers HEAD with a GET route). */
function routeMethods(methods: Record<string, boolean> = {}): Set<string> | undefined {
  if (methods._all) return undefined
  const names = Object.keys(methods).map((method) => method.toUpperCase())
  if (names.includes('GET')) names.push('HEAD')
  return new Set(names)
}

/** Every path start (with its methods) the stack can answer, or `undefined` when a layer may answer any path. */
function entriesOf(stack: LayerLike[]): Entry[] | undefined {
  const entries: Entry[] = []
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path]
      for (const path of paths) {
        const start = literalStart(path)
        if (start === undefined) return undefined
        entries.push({ start, methods: routeMethods(layer.route.methods) })
      }
    } else if (layer.rawPath === '/' && layer.handle?.stack) {
      const nested = entriesOf(layer.handle.stack)
      if (nested === undefined) return undefined
      entries.push(...nested)
    } else {
      const start = literalStart(layer.rawPath)
      if (start === undefined) return undefined
      entries.push({ start, methods: undefined })
    }
  }
  return entries
}

/** Where a request keeps its lower-cased path for the guards, with the URL it was taken from. */
const lowerCasedPath = Symbol('lower-cased path')

type WithLowerCasedPath = Request & { [lowerCasedPath]?: { url: string; path: string } }

/** The request's path, lower-cased once for all the guards it passes (a router may rewrite the URL meanwhile). */
function comparablePath(req: WithLowerCasedPath): string {
  const known = req[lowerCasedPath]
  if (known?.url === req.url) return known.path
  const path = req.path.toLowerCase()
  req[lowerCasedPath] = { url: req.url, path }
  return path
}

/**
 * A module's router, entered only by requests whose method and path start match one of its routes: the other
 * requests pass with a few string comparisons instead of a walk through every route's pattern (and a deferred tick
 * when none matched). The check can only let through more requests than the router answers, never fewer; a router
 * with a layer that may answer any path is always entered.
 */
export function enteredByItsPaths(router: Router): RequestHandler {
  const { stack } = router as unknown as { stack: LayerLike[] }
  const entries = entriesOf(stack)
  if (entries === undefined) return router
  const guard: RequestHandler = (req, res, next) => {
    const path = comparablePath(req)
    const answered = entries.some(
      ({ start, methods }) => (methods === undefined || methods.has(req.method)) && path.startsWith(start),
    )
    if (answered) router(req, res, next)
    else next()
  }
  // The router's layers stay visible to introspection (the route table reads `stack` like a router's).
  return Object.assign(guard, { stack })
}
