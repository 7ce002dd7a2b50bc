import type { ChallengeSolvedNotification } from '@juicy/contracts'
import { SocketEvents } from '@juicy/contracts'

/** Anything that can broadcast socket events (socket.io's server, or a test double). */
export interface Broadcaster {
  emit(event: string, payload: unknown): void
}

/**
 * Solve notifications: broadcast to every client, kept pending until a client acknowledges the flag so that
 * clients connecting later still receive them (spec/api.md §3.1).
 */
export class Notifier {
  private pending: ChallengeSolvedNotification[] = []
  private broadcaster: Broadcaster | undefined

  attach(broadcaster: Broadcaster): void {
    this.broadcaster = broadcaster
  }

  notify(notification: ChallengeSolvedNotification): void {
    this.pending.push(notification)
    this.broadcaster?.emit(SocketEvents.challengeSolved, notification)
  }

  /** Notifications not yet acknowledged, to be re-sent to a newly connected client. */
  pendingNotifications(): readonly ChallengeSolvedNotification[] {
    return this.pending
  }

  acknowledge(flag: unknown): void {
    const index = this.pending.findIndex((notification) => notification.flag === flag)
    if (index >= 0) this.pending.splice(index, 1)
  }

  clear(): void {
    this.pending = []
  }
}
