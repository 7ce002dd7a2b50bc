import type { EventClock } from '@juicy/contracts'
import Alert from '@mui/material/Alert'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDuration } from './time-format'
import { useNow } from './use-now'

/**
 * Before the event's start: how long until it starts, by the server's clock (the player's may be wrong), updated
 * every second; once it has started, says so. Nothing when the event has no start time or started long before.
 */
export function EventCountdown({ clock }: { clock: EventClock | undefined }) {
  const { t, i18n } = useTranslation()
  const [offsetMs] = useState(() => (clock ? Date.parse(clock.now) - Date.now() : 0))
  const now = useNow(1000) + offsetMs
  if (!clock?.startsAt) return null
  const startsAt = Date.parse(clock.startsAt)
  if (Date.parse(clock.now) >= startsAt) return null
  const remaining = (startsAt - now) / 1000
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="event-countdown">
      <span role="timer" aria-live="off">
        {remaining > 0
          ? t('WORKSHOP_EVENT_STARTS_IN', { time: formatDuration(remaining, i18n.language) })
          : t('WORKSHOP_EVENT_STARTED')}
      </span>
    </Alert>
  )
}
