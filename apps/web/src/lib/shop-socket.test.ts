// The page's socket against a real Socket.IO server (the one the shop runs), over real WebSockets.
import { createServer, type Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server, type Socket } from 'socket.io'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebSocket as NodeWebSocket } from 'ws'
import { ConnectionEvents, ShopSocket, type ShopSocketOptions } from './shop-socket'

let httpServer: HttpServer
let io: Server
const sockets: ShopSocket[] = []

async function startServer(options: ConstructorParameters<typeof Server>[1] = {}): Promise<string> {
  httpServer = createServer()
  io = new Server(httpServer, options)
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
  return `ws://127.0.0.1:${(httpServer.address() as AddressInfo).port}/socket.io/`
}

function connect(url: string, options: Partial<ShopSocketOptions> = {}): ShopSocket {
  const WebSocketClass = NodeWebSocket as unknown as ShopSocketOptions['WebSocketClass']
  const socket = new ShopSocket({ url, WebSocketClass, reconnectDelayMs: 20, ...options })
  sockets.push(socket)
  return socket
}

function next(socket: ShopSocket, event: string): Promise<unknown[]> {
  return new Promise((resolve) => {
    const listener = (...args: unknown[]) => {
      socket.off(event, listener)
      resolve(args)
    }
    socket.on(event, listener)
  })
}

function serverReceives(server: Server | ReturnType<Server['of']>, event: string): Promise<unknown[]> {
  return new Promise((resolve) =>
    server.once('connection', (socket: Socket) => socket.on(event, (...args: unknown[]) => resolve(args))),
  )
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect()
  await io.close()
})

describe('ShopSocket', () => {
  it('sends events buffered before the connection and receives the server’s events', async () => {
    const url = await startServer()
    const received = serverReceives(io, 'verifyLocalXssChallenge')
    io.on('connection', (socket) => socket.emit('challenge solved', { key: 'scoreBoardChallenge' }, 2))
    const socket = connect(url)
    socket.emit('verifyLocalXssChallenge', '<iframe src="javascript:alert(`xss`)">')
    expect(socket.isConnected).toBe(false)

    expect(await next(socket, 'challenge solved')).toEqual([{ key: 'scoreBoardChallenge' }, 2])
    expect(socket.isConnected).toBe(true)
    expect(await received).toEqual(['<iframe src="javascript:alert(`xss`)">'])
  })

  it('joins only its namespace', async () => {
    const url = await startServer()
    io.on('connection', (socket) => socket.emit('changed', { from: 'default' }))
    io.of('/workshop').on('connection', (socket) => socket.emit('changed', { from: 'workshop' }))
    const socket = connect(url, { namespace: '/workshop' })
    const received = serverReceives(io.of('/workshop'), 'ping me')
    socket.emit('ping me', 1)

    expect(await next(socket, 'changed')).toEqual([{ from: 'workshop' }])
    expect(await received).toEqual([1])
  })

  it('reconnects after the connection is lost, and says so', async () => {
    const url = await startServer()
    const received: unknown[] = []
    io.on('connection', (serverSide) => serverSide.on('after', (value: unknown) => received.push(value)))
    const socket = connect(url)
    await next(socket, ConnectionEvents.connect)
    const reconnected = next(socket, ConnectionEvents.reconnect)
    for (const serverSide of io.sockets.sockets.values()) serverSide.conn.close() // the transport, not the socket

    await reconnected
    expect(socket.isConnected).toBe(true)
    socket.emit('after', 'reconnect')
    await vi.waitFor(() => expect(received).toEqual(['reconnect']))
  })

  it('answers the server’s heartbeat, so an idle connection stays open', async () => {
    const url = await startServer({ pingInterval: 30, pingTimeout: 40 })
    const socket = connect(url)
    await next(socket, ConnectionEvents.connect)
    let lost = false
    socket.on(ConnectionEvents.reconnect, () => (lost = true))

    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(lost).toBe(false)
    expect(io.engine.clientsCount).toBe(1)
  })

  it('reports a refused connection and does not retry it', async () => {
    const url = await startServer()
    let attempts = 0
    io.use((_socket, nextMiddleware) => {
      attempts++
      nextMiddleware(new Error('Join a team first: /workshop/join'))
    })
    const socket = connect(url)

    expect(await next(socket, ConnectionEvents.connectError)).toEqual([
      { message: 'Join a team first: /workshop/join' },
    ])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(attempts).toBe(1)
    expect(socket.isConnected).toBe(false)
  })

  it('stays disconnected when the server disconnects it (as socket.io-client does)', async () => {
    const url = await startServer()
    let connections = 0
    io.on('connection', () => connections++)
    const socket = connect(url)
    await next(socket, ConnectionEvents.connect)
    io.disconnectSockets(true)

    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(connections).toBe(1)
    expect(socket.isConnected).toBe(false)
  })

  it('closes for good on disconnect()', async () => {
    const url = await startServer()
    const socket = connect(url)
    await next(socket, ConnectionEvents.connect)
    const serverSide = await io.fetchSockets()
    const gone = new Promise((resolve) =>
      io.sockets.sockets.get(serverSide[0]!.id)!.once('disconnect', resolve),
    )
    socket.disconnect()

    expect(await gone).toBe('client namespace disconnect')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(io.engine.clientsCount).toBe(0)
  })
})
