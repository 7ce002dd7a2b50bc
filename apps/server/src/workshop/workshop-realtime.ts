import type { IncomingMessage, Server as HttpServer } from 'node:http'
import {
  SocketEvents,
  TRAINER_SOCKET_PATH,
  WORKSHOP_NAMESPACE,
  WorkshopEvents,
  type ChallengeSolvedNotification,
} from '@juicy/contracts'
import { Server } from 'socket.io'
import type { ShopConfig } from '../config/schema.js'
import type { EventPlan } from '../shop/event-plan.js'
import { serveShopSocket } from '../platform/realtime.js'
import { cookieValue } from './cookies.js'
import { TEAM_COOKIE, type LiveTeam, type TeamRegistry } from './team-registry.js'
import { TRAINER_COOKIE, type Trainer } from './trainer.js'

const roomOf = (team: string) => `team:${team}`

/** Live connections one team may hold at once (a few browser tabs per player); further handshakes are refused. */
export const SOCKETS_PER_TEAM = 100

/**
 * Socket.IO on the players' listener, with a room per team: a shop connection belongs to the team of its handshake
 * cookie and its events reach only that team. The `/workshop` namespace feeds the public scoreboard and exists only
 * while the scoreboard is public.
 */
export function attachPlayerRealtime(
  server: HttpServer,
  registry: TeamRegistry,
  settings: ShopConfig['workshop'],
  plan: EventPlan,
): Server {
  const io = new Server(server, { cors: { origin: 'http://localhost:4200' } })
  const socketsOf = new Map<string, number>()
  io.use((socket, next) => {
    const record = registry.teamOfCookie(cookieValue(socket.handshake.headers.cookie, TEAM_COOKIE))
    if (!record) return next(new Error('Join a team first: /workshop/join'))
    const open = socketsOf.get(record.name) ?? 0
    if (open >= SOCKETS_PER_TEAM) return next(new Error('Too many live connections for this team'))
    socketsOf.set(record.name, open + 1)
    socket.once('disconnect', () => {
      const left = (socketsOf.get(record.name) ?? 1) - 1
      if (left > 0) socketsOf.set(record.name, left)
      else socketsOf.delete(record.name)
    })
    next()
  })
  const scoreboardSpace = io.of(WORKSHOP_NAMESPACE)
  scoreboardSpace.use((_socket, next) =>
    next(settings.publicScoreboard ? undefined : new Error('The scoreboard is not public')),
  )
  registry.onChange((change) => {
    if (!settings.publicScoreboard) return
    // While the event's ranking is frozen, the public board hears of no solve (it would give the ranking away).
    if (change.kind === 'solve' && plan.frozenAt() !== null) return
    scoreboardSpace.emit(WorkshopEvents.changed, change)
  })
  registry.observe({
    started: ({ record, shop }: LiveTeam) =>
      shop.notifier.attach({
        emit: (event, payload) => {
          io.to(roomOf(record.name)).emit(event, payload)
          if (event === SocketEvents.challengeSolved) announceSolve(registry, record.name, payload)
        },
      }),
    stopped: (name) => io.in(roomOf(name)).disconnectSockets(true),
  })
  io.on('connection', (socket) => {
    const record = registry.teamOfCookie(cookieValue(socket.handshake.headers.cookie, TEAM_COOKIE))
    if (!record) return void socket.disconnect(true)
    void socket.join(roomOf(record.name))
    serveShopSocket(socket, registry.liveTeam(record).shop)
  })
  return io
}

/** A browser's handshake from another origin (a team's page on the players' port, say) is refused. */
function fromOwnOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (origin === undefined) return true
  try {
    return new URL(origin).host === req.headers.host
  } catch {
    return false
  }
}

/**
 * Socket.IO on the trainer's listener: only the `/workshop` namespace, only for a trainer session, only from the
 * console's own origin. It tells the console (and the scoreboard opened from it) that something changed.
 */
export function attachTrainerRealtime(server: HttpServer, registry: TeamRegistry, trainer: Trainer): Server {
  const io = new Server(server, {
    // Below /workshop, where the trainer's cookie is sent (its path), never beside a shop's own /socket.io.
    path: TRAINER_SOCKET_PATH,
    allowRequest: (req, callback) => callback(null, fromOwnOrigin(req)),
  })
  io.use((_socket, next) => next(new Error('Only the console namespace is served here')))
  const consoleSpace = io.of(WORKSHOP_NAMESPACE)
  consoleSpace.use((socket, next) => {
    const session = cookieValue(socket.handshake.headers.cookie, TRAINER_COOKIE)
    next(trainer.sessions.isOpen(session) ? undefined : new Error('Trainer login required'))
  })
  registry.onChange((change) => consoleSpace.emit(WorkshopEvents.changed, change))
  return io
}

/** A fresh solve in a team's shop (restores from a continue code are not news). */
function announceSolve(registry: TeamRegistry, team: string, payload: unknown): void {
  const { key, isRestore } = payload as ChallengeSolvedNotification
  const entry = registry.classProgress.entry(key)
  if (isRestore || !entry) return
  const solvedAt = registry.progressOf(team).progress.solved[key]?.solvedAt ?? new Date().toISOString()
  registry.announce({
    kind: 'solve',
    team,
    solve: { team, name: entry.name, difficulty: entry.difficulty, solvedAt },
  })
}
