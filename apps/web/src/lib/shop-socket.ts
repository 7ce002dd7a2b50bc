/**
 * The page's live connection to the shop: Socket.IO's protocol (version 5) over Engine.IO's WebSocket transport
 * (version 4), reduced to what the client uses: named events both ways on one namespace, the server's heartbeat,
 * and reconnection with backoff after a lost connection. The server side is the ordinary Socket.IO server.
 *
 * It stands in for socket.io-client, which was some 12 KiB gzipped of every first visit, most of it the HTTP
 * long-polling transport, its upgrade to WebSocket and binary attachments, none of which the shop needs.
 */

/** Any listener: the server's events carry whatever arguments it sent. */
type Listener = (...args: never[]) => void

/** Events of the connection itself, beside the server's named events. */
export const ConnectionEvents = {
  /** The namespace accepted the connection (again after every reconnection). */
  connect: 'connect',
  /** Connected again after a lost connection: events may have been missed meanwhile. */
  reconnect: 'reconnect',
  /** The server refused the namespace (e.g. a middleware's error); the payload is its `{ message }`. */
  connectError: 'connect_error',
} as const

export interface ShopSocketOptions {
  /** The Engine.IO endpoint: `ws:` or `wss:` URL ending in the Socket.IO path, e.g. `ws://host/socket.io/`. */
  url: string
  /** Socket.IO namespace; `/` by default. */
  namespace?: string
  /** Delay before the first reconnection attempt; doubled per failed attempt up to five times as long. */
  reconnectDelayMs?: number
  /** The WebSocket class (the browser's by default; tests under Node pass another). */
  WebSocketClass?: new (url: string) => WebSocket
}

// Engine.IO packet types (first character of a frame) and Socket.IO packet types (first character of a message).
const ENGINE_OPEN = '0'
const ENGINE_CLOSE = '1'
const ENGINE_PING = '2'
const ENGINE_PONG = '3'
const ENGINE_MESSAGE = '4'
const SOCKET_CONNECT = '0'
const SOCKET_DISCONNECT = '1'
const SOCKET_EVENT = '2'
const SOCKET_CONNECT_ERROR = '4'

export class ShopSocket {
  private readonly listeners = new Map<string, Set<Listener>>()
  private readonly outbox: string[] = []
  private readonly namespacePrefix: string
  private readonly reconnectDelayMs: number
  private readonly WebSocketClass: new (url: string) => WebSocket
  private connection: WebSocket | null = null
  private connected = false
  private stopped = false
  private failedAttempts = 0
  private hasConnected = false
  private heartbeatTimer: ReturnType<typeof setTimeout> | undefined
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined
  private heartbeatDeadlineMs = 0

  constructor(private readonly options: ShopSocketOptions) {
    const namespace = options.namespace ?? '/'
    this.namespacePrefix = namespace === '/' ? '' : `${namespace},`
    this.reconnectDelayMs = options.reconnectDelayMs ?? 1000
    this.WebSocketClass = options.WebSocketClass ?? WebSocket
    this.open()
  }

  get isConnected(): boolean {
    return this.connected
  }

  on(event: string, listener: Listener): this {
    let listeners = this.listeners.get(event)
    if (!listeners) this.listeners.set(event, (listeners = new Set()))
    listeners.add(listener)
    return this
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  /** Sends a named event; while not connected, it waits and goes out once the namespace accepts the connection. */
  emit(event: string, ...args: unknown[]): this {
    const message = `${ENGINE_MESSAGE}${SOCKET_EVENT}${this.namespacePrefix}${JSON.stringify([event, ...args])}`
    if (this.connected) this.connection?.send(message)
    else this.outbox.push(message)
    return this
  }

  /** Closes the connection for good: no reconnection, no more events. */
  disconnect(): void {
    this.stopped = true
    clearTimeout(this.heartbeatTimer)
    clearTimeout(this.reconnectTimer)
    if (this.connected) this.connection?.send(`${ENGINE_MESSAGE}${SOCKET_DISCONNECT}${this.namespacePrefix}`)
    this.connected = false
    this.connection?.close()
    this.connection = null
  }

  private open(): void {
    const separator = this.options.url.includes('?') ? '&' : '?'
    const connection = new this.WebSocketClass(`${this.options.url}${separator}EIO=4&transport=websocket`)
    this.connection = connection
    connection.onmessage = (message: MessageEvent) => {
      if (this.connection === connection && typeof message.data === 'string') this.receive(message.data)
    }
    connection.onclose = () => {
      if (this.connection === connection) this.reconnectLater()
    }
  }

  private receive(frame: string): void {
    switch (frame[0]) {
      case ENGINE_OPEN: {
        const { pingInterval, pingTimeout } = JSON.parse(frame.slice(1)) as {
          pingInterval: number
          pingTimeout: number
        }
        this.heartbeatDeadlineMs = pingInterval + pingTimeout
        this.awaitHeartbeat()
        this.connection?.send(`${ENGINE_MESSAGE}${SOCKET_CONNECT}${this.namespacePrefix}`)
        return
      }
      case ENGINE_PING:
        this.connection?.send(ENGINE_PONG)
        this.awaitHeartbeat()
        return
      case ENGINE_CLOSE:
        this.reconnectLater()
        return
      case ENGINE_MESSAGE:
        this.receiveMessage(frame.slice(1))
    }
  }

  private receiveMessage(message: string): void {
    const type = message[0]
    let body = message.slice(1)
    if (this.namespacePrefix) {
      if (!body.startsWith(this.namespacePrefix)) return
      body = body.slice(this.namespacePrefix.length)
    }
    if (type === SOCKET_CONNECT) return this.accepted()
    if (type === SOCKET_EVENT) {
      const [event, ...args] = JSON.parse(body.replace(/^\d+/, '')) as [string, ...unknown[]]
      return this.fire(event, args)
    }
    if (type === SOCKET_CONNECT_ERROR) {
      this.fire(ConnectionEvents.connectError, [JSON.parse(body) as unknown])
      return this.disconnect()
    }
    if (type === SOCKET_DISCONNECT) this.disconnect()
  }

  private accepted(): void {
    const isReconnection = this.hasConnected
    this.connected = true
    this.hasConnected = true
    this.failedAttempts = 0
    for (const message of this.outbox.splice(0)) this.connection?.send(message)
    this.fire(ConnectionEvents.connect, [])
    if (isReconnection) this.fire(ConnectionEvents.reconnect, [])
  }

  private fire(event: string, args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...values: unknown[]) => void)(...args)
  }

  /** The server pings every `pingInterval`; silence beyond `pingInterval + pingTimeout` means the connection is gone. */
  private awaitHeartbeat(): void {
    clearTimeout(this.heartbeatTimer)
    this.heartbeatTimer = setTimeout(() => this.reconnectLater(), this.heartbeatDeadlineMs)
  }

  /** Lets the current connection go (its close event is no longer ours) and opens another after a backoff. */
  private reconnectLater(): void {
    clearTimeout(this.heartbeatTimer)
    const connection = this.connection
    this.connection = null
    this.connected = false
    connection?.close()
    if (this.stopped) return
    const backoff = Math.min(2 ** this.failedAttempts, 5) * this.reconnectDelayMs
    this.failedAttempts++
    this.reconnectTimer = setTimeout(() => this.open(), backoff * (0.5 + Math.random()))
  }
}
