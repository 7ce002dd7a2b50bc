import { ShopSocket } from './shop-socket'

/** Socket.IO path under the page's own path, so a path prefix keeps working. */
function socketPath(pathname: string = window.location.pathname): string {
  return `${pathname.replace(/\/+$/, '')}/socket.io`
}

/** A live connection to the shop's Socket.IO server under `pathname` (the page's own path by default). */
export function createShopSocket(namespace = '/', pathname?: string): ShopSocket {
  const { protocol, host } = window.location
  const url = `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${socketPath(pathname)}/`
  return new ShopSocket({ url, namespace })
}
