import type { Page } from 'playwright-core'

/** Engine.IO's separator of packets in one HTTP long-polling body. */
const RECORD_SEPARATOR = '\x1e'

const isSocketIo = (url: string) => url.includes('/socket.io/')

/**
 * Calls `onPacket` with every Engine.IO packet of the page's Socket.IO traffic in one direction (e.g. `40{…}` for a
 * namespace's connect acknowledgement, `42[…]` for an event), whichever transport carries it: HTTP long polling (the
 * connection's start, and for good where WebSockets are refused) or WebSocket (after the upgrade).
 */
export function onSocketPackets(
  page: Page,
  direction: 'received' | 'sent',
  onPacket: (packet: string) => void,
): void {
  const each = (body: string) => body.split(RECORD_SEPARATOR).forEach(onPacket)
  page.on('websocket', (socket) => {
    const onFrame = ({ payload }: { payload: string | Buffer }) => onPacket(String(payload))
    if (direction === 'received') socket.on('framereceived', onFrame)
    else socket.on('framesent', onFrame)
  })
  if (direction === 'sent')
    page.on('request', (request) => {
      if (request.method() === 'POST' && isSocketIo(request.url())) each(request.postData() ?? '')
    })
  else
    page.on('response', (response) => {
      if (response.request().method() === 'GET' && isSocketIo(response.url()))
        response.text().then(each, () => undefined)
    })
}

/** Resolves once the page's Socket.IO connection is established (the namespace's connect acknowledgement `40`). */
export function socketConnectedOn(page: Page): Promise<void> {
  return new Promise((resolve) =>
    onSocketPackets(page, 'received', (packet) => packet.startsWith('40') && resolve()),
  )
}
