import type { ChallengeSolvedNotification } from '@juicy/contracts'
import { SocketEvents } from '@juicy/contracts'

/** Anything that can broadcast socket events (socket.io's server, or a test double). */
export interface Broadcaster {
  emit(event: string, payload: unknown): void
}

/**
 * Solve notifications: broadcast to every client, kept pending until a client acknowledges the flag so that
 * clients connecting later still receive them.
 */
export class Notifier {
  private pending: ChallengeSolvedNotification[] = []
  private broadcaster: Broadcaster | undefined
  private startAnnounced = false

  attach(broadcaster: Broadcaster): void {
    this.broadcaster = broadcaster
  }

  /** True for the very first client after start only: it is told the server started. */
  claimStartAnnouncement(): boolean {
    if (this.startAnnounced) return false
    this.startAnnounced = true
    return true
  }

  notify(notification: ChallengeSolvedNotification): void {
    this.pending.push(notification)
    this.broadcaster?.emit(SocketEvents.challengeSolved, notification)
  }

  /** Sends an event to every client without keeping it (e.g. `code challenge solved`). */
  broadcast(event: string, payload: unknown): void {
    this.broadcaster?.emit(event, payload)
  }

  /** Notifications not yet acknowledged, to be re-sent to a newly connected client. */
  pendingNotifications(): readonly ChallengeSolvedNotification[] {
    return this.pending
  }

  acknowledge(flag: unknown): void {
    const index = this.pending.findIndex((notification) => notification.flag === flag)
    if (index >= 0) this.pending.splice(index, 1)
  }

  /** Drops the pending notifications of one challenge (it was reset). */
  forget(key: string): void {
    this.pending = this.pending.filter((notification) => notification.key !== key)
  }

  clear(): void {
    this.pending = []
  }
}
