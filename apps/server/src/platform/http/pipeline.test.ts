import express, { Router, type ErrorRequestHandler } from 'express'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { inSequence } from './in-sequence.js'
import { guardedRouters } from './route-guard.js'

/** One router behind a guard of its own. */
const enteredByItsPaths = (router: express.Router) => guardedRouters()(router)

const answered = (name: string) =>
  Router().get(`/rest/${name}/:id`, (req, res) => res.send(`${name} ${req.params.id}`))
/** GETs a path from the application on a free port and returns the answer's text. */
async function textOf(app: express.Express, path: string): Promise<string> {
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    const { port } = server.address() as AddressInfo
    return await (await fetch(`http://127.0.0.1:${port}${path}`)).text()
  } finally {
    server.close()
  }
}

const errorsAsText: ErrorRequestHandler = (err: Error, _req, res, _next) =>
  res.status(500).send(`error ${err.message}`)

function appOf(...handlers: express.RequestHandler[]) {
  const app = express()
  app.use(inSequence(...handlers, (_req, res) => res.status(404).send('fell through')))
  app.use(errorsAsText)
  return app
}

describe('a router entered by its paths', () => {
  it('answers its routes as Express does, whatever the case and trailing slash', async () => {
    const app = appOf(enteredByItsPaths(answered('basket')))
    expect(await textOf(app, '/rest/basket/7')).toBe('basket 7')
    expect(await textOf(app, '/REST/Basket/7/')).toBe('basket 7')
    expect(await textOf(app, '/rest/wallet/7')).toBe('fell through')
  })

  it('lets through the methods its routes answer: HEAD with a GET route, any method with `all`', async () => {
    const app = appOf(
      enteredByItsPaths(answered('basket')),
      enteredByItsPaths(Router().all('/rest/anything', (req, res) => res.send(`all ${req.method}`))),
    )
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const head = await fetch(`${base}/rest/basket/7`, { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.headers.get('content-length')).toBe('8')
      expect(await (await fetch(`${base}/rest/basket/7`, { method: 'POST' })).text()).toBe('fell through')
      expect(await (await fetch(`${base}/rest/anything`, { method: 'DELETE' })).text()).toBe('all DELETE')
    } finally {
      server.close()
    }
  })

  it('is always entered when a layer may answer any path', async () => {
    const seen: string[] = []
    const router = Router().use((req, _res, next) => {
      seen.push(req.path)
      next()
    })
    await textOf(appOf(enteredByItsPaths(router)), '/anything/at/all')
    expect(seen).toEqual(['/anything/at/all'])
  })

  it('sees mount paths and nested routers', async () => {
    const nested = Router().use(answered('orders'))
    const mounted = Router().use('/ftp', (_req, res) => res.send('listing'))
    const app = appOf(enteredByItsPaths(nested), enteredByItsPaths(mounted))
    expect(await textOf(app, '/rest/orders/1')).toBe('orders 1')
    expect(await textOf(app, '/ftp/')).toBe('listing')
    expect(await textOf(app, '/ftpx')).toBe('fell through')
  })
})

describe("an application's guarded routers", () => {
  it('decide once per path and still follow a URL rewritten between two guards', async () => {
    const routes = guardedRouters()
    const rewrite: express.RequestHandler = (req, _res, next) => {
      if (req.url === '/rest/old/3') req.url = '/rest/orders/3'
      next()
    }
    const app = appOf(routes(answered('basket')), rewrite, routes(answered('orders')))
    expect(await textOf(app, '/rest/basket/7')).toBe('basket 7')
    expect(await textOf(app, '/rest/basket/7')).toBe('basket 7') // remembered
    expect(await textOf(app, '/REST/BASKET/7')).toBe('basket 7')
    expect(await textOf(app, '/rest/old/3')).toBe('orders 3')
    expect(await textOf(app, '/rest/orders/3')).toBe('orders 3')
    expect(await textOf(app, '/rest/wallet/7')).toBe('fell through')
  })

  it('decide paths too long to remember on every request, and a router added later is consulted', async () => {
    const routes = guardedRouters()
    const handlers: express.RequestHandler[] = [routes(answered('basket'))]
    const app = express()
    app.use(
      inSequence(
        (req, res, next) => handlers[0]!(req, res, next),
        (req, res, next) => (handlers[1] ?? ((_q, _s, n) => n()))(req, res, next),
        (_req, res) => res.status(404).send('fell through'),
      ),
    )
    const long = `/rest/orders/${'9'.repeat(300)}`
    expect(await textOf(app, long)).toBe('fell through')
    expect(await textOf(app, '/rest/orders/5')).toBe('fell through') // remembered before the router came
    handlers.push(routes(answered('orders')))
    expect(await textOf(app, long)).toBe(`orders ${'9'.repeat(300)}`)
    expect(await textOf(app, '/rest/orders/5')).toBe('orders 5')
  })
})

describe('middleware in sequence', () => {
  it('runs in order and skips the rest on an error', async () => {
    const order: string[] = []
    const app = appOf(
      (_req, _res, next) => (order.push('first'), next()),
      (_req, _res, next) => next(new Error('refused')),
      (_req, _res, next) => (order.push('never'), next()),
    )
    expect(await textOf(app, '/')).toBe('error refused')
    expect(order).toEqual(['first'])
  })

  it("continues on next('route'), leaves on next('router'), and treats a rejected promise as an error", async () => {
    expect(
      await textOf(
        appOf((_req, _res, next) => next('route')),
        '/',
      ),
    ).toBe('fell through')
    const left = express()
    left.use(
      inSequence(
        (_req, _res, next) => next('router'),
        (_req, res) => res.send('inside'),
      ),
    )
    left.use((_req, res) => res.send('after the sequence'))
    expect(await textOf(left, '/')).toBe('after the sequence')
    const rejecting = appOf(async () => Promise.reject(new Error('async failure')))
    expect(await textOf(rejecting, '/')).toBe('error async failure')
  })

  it('turns a thrown error into an error answer', async () => {
    const app = appOf(() => {
      throw new Error('thrown')
    })
    expect(await textOf(app, '/')).toBe('error thrown')
  })
})
