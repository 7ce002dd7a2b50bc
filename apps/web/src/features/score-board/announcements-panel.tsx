import type { Announcement } from '@juicy/contracts'
import CampaignIcon from '@mui/icons-material/Campaign'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/** The session's announcements so far, newest first, for players who were not there when they were sent. */
export function AnnouncementsPanel() {
  const { t, i18n } = useTranslation()
  const { data: announcements = [] } = useQuery({
    queryKey: queryKeys.announcements,
    queryFn: () => apiRequest<Announcement[]>('rest/announcements'),
  })
  if (announcements.length === 0) return null
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' })
  return (
    <Card sx={{ mb: 2 }} data-testid="announcements-panel">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('TITLE_ANNOUNCEMENTS')}
        </Typography>
        <List dense>
          {[...announcements].reverse().map((announcement) => (
            <ListItem key={announcement.id} disableGutters>
              <ListItemIcon>
                <CampaignIcon aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={announcement.text}
                secondary={time.format(new Date(announcement.createdAt))}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-line' } } }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  )
}
