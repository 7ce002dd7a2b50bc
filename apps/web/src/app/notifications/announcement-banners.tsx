import type { Announcement } from '@juicy/contracts'
import CampaignIcon from '@mui/icons-material/Campaign'
import CloseIcon from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

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
        <Alert
          key={announcement.id}
          icon={<CampaignIcon />}
          severity="warning"
          variant="outlined"
          role="alert"
          sx={{ bgcolor: 'background.paper', whiteSpace: 'pre-line' }}
          action={
            <IconButton
              color="inherit"
              size="small"
              aria-label={t('BTN_DISMISS_ANNOUNCEMENT')}
              onClick={() => onDismiss(announcement.id)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          <AlertTitle>
            {t('ANNOUNCEMENT_TITLE', { time: time.format(new Date(announcement.createdAt)) })}
          </AlertTitle>
          {announcement.text}
        </Alert>
      ))}
    </Stack>
  )
}
