import { lazy, Suspense } from 'react'
import { useEventUpdates } from './use-event-updates'

const AnnouncementBanners = lazy(() =>
  import('./announcement-banners').then((module) => ({ default: module.AnnouncementBanners })),
)

/**
 * The session's live updates in the shell: announcements show as banners under the top bar until dismissed (their
 * code loads with the first one, so the first visit does not carry it).
 */
export function Announcements() {
  const { announcements, dismiss } = useEventUpdates()
  if (announcements.length === 0) return null
  return (
    <Suspense fallback={null}>
      <AnnouncementBanners announcements={announcements} onDismiss={dismiss} />
    </Suspense>
  )
}
