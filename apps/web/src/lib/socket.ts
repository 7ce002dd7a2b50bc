import { io, type Socket } from 'socket.io-client'

/** Socket.IO path under the page's own path, so a path prefix keeps working. */
export function socketPath(pathname: string = window.location.pathname): string {
  return `${pathname.replace(/\/+$/, '')}/socket.io`
}

export function createShopSocket(): Socket {
  return io(window.location.origin, { path: socketPath(), transports: ['websocket', 'polling'] })
}
