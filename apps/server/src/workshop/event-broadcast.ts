import { SocketEvents } from '@juicy/contracts'
import { addressedTo, type EventPlan, type EventPlanChange } from '../shop/event-plan.js'
import type { TeamRegistry } from './team-registry.js'

/**
 * Carries the event's changes to the class as they happen: every running team shop writes a new challenge set or a
 * released hint into its database and its players' pages are told (no reload); an announcement reaches the players
 * of the teams it is for. Shops started later read the event when they seed. The console is told too.
 */
export function broadcastEventChanges(registry: TeamRegistry, plan: EventPlan): () => void {
  return plan.onChange((change: EventPlanChange) => {
    for (const [team, shop] of registry.runningShops()) {
      if (change.kind === 'announcement') {
        const { id, text, createdAt, teams } = change.announcement
        if (addressedTo(teams, team))
          shop.notifier.broadcast(SocketEvents.announcement, { id, text, createdAt })
        continue
      }
      shop.applyEventPlan()
      if (change.kind === 'settings') shop.notifier.broadcast(SocketEvents.challengesChanged, {})
      else if (addressedTo(change.release.teams, team)) {
        const { challenge, order } = change.release
        shop.notifier.broadcast(SocketEvents.hintReleased, { challenge, order })
      }
    }
    registry.announce({ kind: 'event' })
  })
}
