import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import compression from 'compression'
import express, { type Express, type RequestHandler } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressResponses } from './compression.js'

// The shop's compression must answer byte for byte as the `compression` middleware (1.8) it replaced: the same
// status, headers and body bytes for every kind of answer, encoding request and method.

const large = { items: Array.from({ length: 80 }, (_, i) => ({ id: i, name: `Juice number ${i}` })) }
const answers: Record<string, RequestHandler> = {
  '/json/small': (_req, res) => void res.json({ a: 1 }),
  '/json/large': (_req, res) => void res.json(large),
  '/text/large': (_req, res) => void res.type('text/plain').send('orange '.repeat(900)),
  '/png/large': (_req, res) => void res.type('image/png').send(Buffer.alloc(5000, 7)),
  '/no-transform': (_req, res) => void res.set('Cache-Control', 'public, no-transform').json(large),
  '/already-encoded': (_req, res) =>
    void res.set('Content-Encoding', 'gzip').type('application/json').send(Buffer.alloc(3000, 1)),
  '/streamed': (_req, res) => {
    res.type('text/plain')
    res.write('apple '.repeat(200))
    ;(res as unknown as { flush(): void }).flush()
    setTimeout(() => res.end('banana '.repeat(300)), 5)
  },
  '/piped': (_req, res) => {
    res.type('text/csv')
    Readable.from(Array.from({ length: 400 }, (_, i) => `${i},melon,${'x'.repeat(4000)}\n`)).pipe(res)
  },
  '/write-head-object': (_req, res) =>
    void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>kiwi</p>'.repeat(300)),
  '/write-head-array': (_req, res) =>
    void res.writeHead(201, 'Made', [['Content-Type', 'text/plain']]).end('lime '.repeat(400)),
  '/write-head-flat': (_req, res) =>
    void res
      .writeHead(202, ['Content-Type', 'application/json', 'X-Extra', 'yes'])
      .end(JSON.stringify(large)),
  '/no-content': (_req, res) => void res.status(204).end(),
  '/not-modified': (_req, res) => void res.status(304).type('application/json').end(),
  '/redirect': (_req, res) => res.redirect('/json/large'),
  '/failure': () => {
    throw new Error('pear')
  },
}

function appWith(compress: (app: Express) => RequestHandler): Express {
  const app = express()
  app.set('x-powered-by', false)
  app.set('etag', false)
  app.set('env', 'production') // the default error page without a stack (its line numbers differ between the two)
  app.use(compress(app))
  for (const [path, handler] of Object.entries(answers)) app.all(path, handler)
  return app
}

interface Answer {
  status: number
  headers: Record<string, unknown>
  body: string
}

function send(
  server: Server,
  path: string,
  method: string,
  headers: Record<string, string>,
): Promise<Answer> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = request({ port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const { date: _date, 'keep-alive': _keepAlive, connection: _connection, ...rest } = res.headers
        resolve({
          status: res.statusCode ?? 0,
          headers: rest,
          body: Buffer.concat(chunks).toString('base64'),
        })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

const listen = (app: Express): Promise<Server> =>
  new Promise((resolve) => {
    const server = app.listen(0, () => resolve(server))
  })

let reference: Server
let ours: Server
beforeAll(async () => {
  reference = await listen(appWith(() => compression()))
  ours = await listen(appWith((app) => compressResponses(app)))
})
afterAll(() => {
  reference.close()
  ours.close()
})

const encodings = [
  undefined,
  'gzip',
  'br',
  'deflate',
  'gzip, deflate, br',
  'identity',
  'gzip;q=0, deflate',
  'br;q=0.5, gzip;q=0.8',
  '*',
  'compress',
]

describe('compressResponses', () => {
  for (const path of Object.keys(answers))
    for (const method of ['GET', 'HEAD'])
      it(`answers ${method} ${path} exactly as the compression middleware, whatever the client accepts`, async () => {
        for (const encoding of encodings) {
          const headers: Record<string, string> =
            encoding === undefined ? {} : { 'accept-encoding': encoding }
          const expected = await send(reference, path, method, headers)
          expect(await send(ours, path, method, headers), `Accept-Encoding: ${encoding}`).toEqual(expected)
        }
      })

  it('compresses what it should (the comparison above is not between two idle middlewares)', async () => {
    const gzip = await send(ours, '/json/large', 'GET', { 'accept-encoding': 'gzip' })
    const br = await send(ours, '/piped', 'GET', { 'accept-encoding': 'br' })
    const small = await send(ours, '/json/small', 'GET', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(br.headers['content-encoding']).toBe('br')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.headers.vary).toBe('Accept-Encoding')
  })

  it('leaves responses that never passed it as Node sends them', async () => {
    const app = express()
    const compress = compressResponses(app)
    app.get('/before', (_req, res) => void res.type('text/plain').send('plum '.repeat(500)))
    app.use(compress)
    const server = await listen(app)
    try {
      const answer = await send(server, '/before', 'GET', { 'accept-encoding': 'gzip' })
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.headers.vary).toBeUndefined()
      expect(Buffer.from(answer.body, 'base64').toString()).toBe('plum '.repeat(500))
    } finally {
      server.close()
    }
  })
})
