import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppServer, SharedPrototypes } from './app-server.js'

const servers: { close: () => void }[] = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

async function started(server: ReturnType<typeof createAppServer>): Promise<string> {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('createAppServer', () => {
  it('makes requests and responses with the application prototypes before Express sees them', async () => {
    const app = express()
    app.get('/answer', (req, res) => res.json({ id: req.query.id, host: req.hostname }))
    const seen: boolean[] = []
    const base = await started(
      createAppServer(app, (req, res) => {
        seen.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response)
        app(req, res)
      }),
    )
    const answer = await fetch(`${base}/answer?id=7`)
    expect(await answer.json()).toEqual({ id: '7', host: '127.0.0.1' })
    expect(seen).toEqual([true, true])
  })

  it('serves the application itself when no listener is given, and another application the listener picks', async () => {
    const app = express()
    app.get('/here', (_req, res) => res.send('here'))
    const other = express()
    other.get('/there', (_req, res) => res.status(201).send('there'))
    const base = await started(createAppServer(app, app))
    expect(await (await fetch(`${base}/here`)).text()).toBe('here')
    const both = await started(
      createAppServer(app, (req, res) => (req.url === '/there' ? other(req, res) : app(req, res))),
    )
    const there = await fetch(`${both}/there`)
    expect([there.status, await there.text()]).toEqual([201, 'there'])
    expect(await (await fetch(`${both}/here`)).text()).toBe('here')
  })

  it('shares prototypes between applications that each keep their own settings and req.app', async () => {
    const prototypes = new SharedPrototypes()
    const [spaced, compact] = [express(), express()]
    for (const app of [spaced, compact]) {
      prototypes.adopt(app)
      app.get('/who', (req, res) => res.json({ spaced: req.app === spaced, same: res.app === req.app }))
    }
    spaced.set('json spaces', 2)
    const seen: boolean[] = []
    const base = await started(
      createAppServer(prototypes, (req, res) => {
        seen.push(
          Object.getPrototypeOf(req) === prototypes.request,
          Object.getPrototypeOf(res) === prototypes.response,
        )
        return req.headers['x-app'] === 'spaced' ? spaced(req, res) : compact(req, res)
      }),
    )
    const answerOf = async (app: string) => (await fetch(`${base}/who`, { headers: { 'x-app': app } })).text()
    expect(await answerOf('spaced')).toBe('{\n  "spaced": true,\n  "same": true\n}')
    expect(await answerOf('compact')).toBe('{"spaced":false,"same":true}')
    expect(seen).toEqual([true, true, true, true])
  })
})
