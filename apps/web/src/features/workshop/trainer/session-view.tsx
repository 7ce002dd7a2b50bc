import Alert from '@mui/material/Alert'
import Divider from '@mui/material/Divider'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
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
    <Stack spacing={4} sx={{ maxWidth: 960 }}>
      {event.isError && <Alert severity="error">{messageOf(event.error)}</Alert>}
      {event.data ? (
        <EventSettingsForm
          key={JSON.stringify(event.data)}
          settings={event.data}
          catalogue={catalogue.data ?? []}
        />
      ) : (
        !event.isError && <LinearProgress aria-label={t('WORKSHOP_LOADING')} />
      )}
      <Divider />
      <AnnouncementForm teams={teams} sent={sent} />
    </Stack>
  )
}
