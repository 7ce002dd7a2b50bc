import type { Request, RequestHandler, Router } from 'express'
import { BoundedMap } from '../bounded-map.js'

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

/** The guards' decisions for a request, with the URL they were taken for (a router may rewrite it). */
interface Decided {
  url: string
  decisions: boolean[]
}

/** Paths longer than this are decided afresh every time rather than remembered. */
const longestRememberedPath = 200
/** How many method-and-path decisions one application remembers. */
const rememberedPaths = 256

/**
 * Wraps each of an application's module routers so that it is entered only by requests whose method and path start
 * match one of its routes: the other requests pass with an array lookup instead of a walk through every route's
 * pattern (and a deferred tick when none matched). The check can only let through more requests than the router
 * answers, never fewer; a router with a layer that may answer any path is always entered. Every guard of the
 * application is decided at once, the first time a request meets one, and the decisions are remembered per method
 * and path (lower-cased, as Express compares paths case-insensitively).
 */
export function guardedRouters(): (router: Router) => RequestHandler {
  const guards: Entry[][] = []
  const remembered = new BoundedMap<string, boolean[]>(rememberedPaths)
  // Where a request keeps this application's decisions (another guarded application has its own).
  const decisionsOfRequest = Symbol('route guard decisions')
  type WithDecisions = Request & { [decisionsOfRequest]?: Decided }

  const decide = (method: string, path: string): boolean[] =>
    guards.map((entries) =>
      entries.some(
        ({ start, methods }) => (methods === undefined || methods.has(method)) && path.startsWith(start),
      ),
    )

  const decisionsFor = (req: WithDecisions): boolean[] => {
    const known = req[decisionsOfRequest]
    if (known !== undefined && known.url === req.url) return known.decisions
    const path = req.path.toLowerCase()
    let decisions: boolean[] | undefined
    if (path.length > longestRememberedPath) decisions = decide(req.method, path)
    else {
      const key = `${req.method} ${path}`
      decisions = remembered.get(key)
      if (decisions === undefined || decisions.length < guards.length) {
        decisions = decide(req.method, path)
        remembered.set(key, decisions)
      }
    }
    req[decisionsOfRequest] = { url: req.url, decisions }
    return decisions
  }

  return (router) => {
    const { stack } = router as unknown as { stack: LayerLike[] }
    const entries = entriesOf(stack)
    if (entries === undefined) return router
    const index = guards.push(entries) - 1
    const guard: RequestHandler = (req, res, next) => {
      if (decisionsFor(req)[index]) router(req, res, next)
      else next()
    }
    // The router's layers stay visible to introspection (the route table reads `stack` like a router's).
    return Object.assign(guard, { stack })
  }
}
