import type { Announcement } from '@juicy/contracts'
import AlertTitle from '@mui/material/AlertTitle'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { AnnouncementAlert } from './announcement-alert'

export interface AnnouncementBannersProps {
  announcements: Announcement[]
  onDismiss: (id: string) => void
}

/**
 * Announcements as banners of their own style (an outlined alert with a megaphone), newest on top. Each is an alert
 * for screen readers, and stays until the player closes it. The text is plain, never HTML.
 */
export function AnnouncementBanners({ announcements, onDismiss }: AnnouncementBannersProps) {
  const { t, i18n } = useTranslation()
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' })
  return (
    <Stack spacing={1} sx={{ px: 2, pt: 1 }} data-testid="announcements">
      {[...announcements].reverse().map((announcement) => (
        <AnnouncementAlert
          key={announcement.id}
          closeLabel={t('BTN_DISMISS_ANNOUNCEMENT')}
          onClose={() => onDismiss(announcement.id)}
        >
          <AlertTitle>
            {t('ANNOUNCEMENT_TITLE', { time: time.format(new Date(announcement.createdAt)) })}
          </AlertTitle>
          {announcement.text}
        </AnnouncementAlert>
      ))}
    </Stack>
  )
}
