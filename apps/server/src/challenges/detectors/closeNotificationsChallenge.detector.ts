import type { Detector } from './detector.js'

/** Mass Dispel: the client reported closing more than one notification at once (Shift-click). */
export const closeNotificationsChallenge: Detector = ({ events, engine }) => {
  events.subscribe('client.notificationsClosed', ({ notifications }) => {
    if (Array.isArray(notifications) && notifications.length > 1) {
      engine.solve('closeNotificationsChallenge', {
        summary: `closed ${notifications.length} notifications at once`,
        details: { count: notifications.length },
      })
    }
  })
}
