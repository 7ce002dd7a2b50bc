import type { Express } from 'express'

/** One route the application answers: its method (`ALL` for every method) and its Express path pattern. */
export interface RouteEntry {
  method: string
  path: string
}

interface LayerLike {
  rawPath?: unknown
  route?: { path: unknown; methods: Record<string, boolean> }
  handle?: { stack?: LayerLike[] }
}

const allMethodsCount = 20

function joinPaths(prefix: string, path: string): string {
  if (!prefix || prefix === '/') return path
  return `${prefix.replace(/\/$/, '')}${path === '/' ? '' : path}`
}

function collect(stack: LayerLike[], prefix: string, into: RouteEntry[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path]
      const methods = Object.keys(layer.route.methods)
      const shown =
        methods.includes('_all') || methods.length > allMethodsCount
          ? ['ALL']
          : methods.map((m) => m.toUpperCase())
      for (const path of paths)
        if (typeof path === 'string')
          for (const method of shown) into.push({ method, path: joinPaths(prefix, path) })
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : ''
      collect(layer.handle.stack, joinPaths(prefix, mount), into)
    }
  }
}

/**
 * Every route of an application, read from its router (Express 5): the table the hostile-request test walks, so
 * a new route is covered without anyone listing it. Middleware that answers without a route (static files, the
 * generic REST layer's own matching) is not in it; tests add those paths themselves.
 */
export function routeTableOf(app: Express): RouteEntry[] {
  const routes: RouteEntry[] = []
  collect((app as unknown as { router: { stack: LayerLike[] } }).router.stack, '', routes)
  const seen = new Set<string>()
  return routes.filter(({ method, path }) => {
    const key = `${method} ${path}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
