import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../workshop-api'
import { AnnouncementForm } from './announcement-form'
import { EventSettingsForm } from './event-settings-form'
import { announcementsQuery, catalogueQuery, eventQuery, teamsQuery } from './trainer-api'

/** Running the session: the event's challenge set and clock, and announcements to the class. */
export function SessionView() {
  const { t } = useTranslation()
  const event = useQuery(eventQuery)
  const catalogue = useQuery(catalogueQuery)
  const { data: teams = [] } = useQuery(teamsQuery)
  const { data: sent = [] } = useQuery(announcementsQuery)
  return (
    <Box
      sx={{ display: 'grid', gap: 4, alignItems: 'start', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}
    >
      {event.isError && <Alert severity="error">{messageOf(event.error)}</Alert>}
      {event.data ? (
        <EventSettingsForm settings={event.data} catalogue={catalogue.data ?? []} />
      ) : (
        !event.isError && <LinearProgress aria-label={t('WORKSHOP_LOADING')} />
      )}
      <AnnouncementForm teams={teams} sent={sent} />
    </Box>
  )
}
