import type { Server as HttpServer } from 'node:http'
import { Server, type Socket } from 'socket.io'
import { SocketEvents } from '@juicy/contracts'
import type { Shop } from '../shop/shop.js'

/**
 * Socket.IO on the shop's HTTP server. The very first client after start is told the server
 * started (it then restores progress from its continue-code cookie); every client receives pending solve
 * notifications on connect.
 */
export function attachRealtime(httpServer: HttpServer, shop: Shop): Server {
  const io = new Server(httpServer, { cors: { origin: 'http://localhost:4200' } })
  shop.notifier.attach(io)
  io.on('connection', (socket) => serveShopSocket(socket, shop))
  return io
}

/** One client's socket of one shop: start announcement, pending notifications, the client-side verdicts. */
export function serveShopSocket(socket: Socket, shop: Shop): void {
  if (shop.notifier.claimStartAnnouncement()) socket.emit(SocketEvents.serverStarted)
  for (const notification of shop.notifier.pendingNotifications())
    socket.emit(SocketEvents.challengeSolved, notification)
  socket.on(SocketEvents.notificationReceived, (flag: unknown) => shop.notifier.acknowledge(flag))
  socket.on(SocketEvents.verifyCloseNotificationsChallenge, (notifications: unknown) =>
    shop.events.publish('client.notificationsClosed', { notifications }),
  )
  socket.on(SocketEvents.verifyLocalXssChallenge, (text: unknown) =>
    shop.events.publish('client.searchReported', { text }),
  )
  socket.on(SocketEvents.verifySvgInjectionChallenge, (testDecal: unknown) =>
    shop.events.publish('client.testDecalReported', { testDecal }),
  )
}
