import type { Socket } from 'socket.io-client'

/** The page's live connection: a socket.io-client socket. */
export type ShopSocket = Socket

/** Socket.IO path under the page's own path, so a path prefix keeps working. */
function socketPath(pathname: string = window.location.pathname): string {
  return `${pathname.replace(/\/+$/, '')}/socket.io`
}

/**
 * A live connection to the shop's Socket.IO server under `pathname` (the page's own path by default), with
 * socket.io-client's default transports: HTTP long polling at first, upgraded to WebSocket where the network lets
 * it, so a proxy that refuses WebSockets still gets every event. The library is loaded on first use, after the
 * page's first render, which keeps it out of the first visit's bundle.
 */
export async function connectShopSocket(namespace = '/', pathname?: string): Promise<ShopSocket> {
  const { io } = await import('socket.io-client')
  return io(`${window.location.origin}${namespace}`, { path: socketPath(pathname) })
}
