import { SocketEvents, type Announcement } from '@juicy/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { queryKeys } from '../../lib/query-keys'
import { useSnackbar } from '../snackbar'
import { useSocketEvent } from '../socket-context'

export interface EventUpdates {
  /** Announcements received on this page and not yet dismissed, oldest first. */
  announcements: Announcement[]
  dismiss: (id: string) => void
}

/**
 * What the trainer changes during a session, as it happens: announcements (kept until dismissed), a new challenge
 * set (the challenge lists reload) and released hints (the hints reload, and the player is told).
 */
export function useEventUpdates(): EventUpdates {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const showSnackbar = useSnackbar()
  const [announcements, setAnnouncements] = useState<Announcement[]>([])

  const onAnnouncement = useCallback(
    (announcement: Announcement) => {
      setAnnouncements((shown) => [...shown.filter(({ id }) => id !== announcement.id), announcement])
      void queryClient.invalidateQueries({ queryKey: queryKeys.announcements })
    },
    [queryClient],
  )
  const onChallengesChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.challenges.all })
  }, [queryClient])
  const onHintReleased = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.hints })
    showSnackbar({ text: t('HINT_RELEASED'), severity: 'info' })
  }, [queryClient, showSnackbar, t])

  useSocketEvent(SocketEvents.announcement, onAnnouncement)
  useSocketEvent(SocketEvents.challengesChanged, onChallengesChanged)
  useSocketEvent(SocketEvents.hintReleased, onHintReleased)

  const dismiss = useCallback((id: string) => {
    setAnnouncements((shown) => shown.filter((announcement) => announcement.id !== id))
  }, [])
  return { announcements, dismiss }
}
