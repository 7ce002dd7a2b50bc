import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../use-document-title'
import { useWorkshopChanges } from '../use-workshop-changes'
import { messageOf, WorkshopApiError } from '../workshop-api'
import { RankingTable } from './ranking-table'
import { recentSolvesQuery, scoreboardQuery, workshopSettingsQuery } from './scoreboard-api'
import { SolveTicker } from './solve-ticker'

/** `/workshop/scoreboard`, for the projector: the ranking in large type and the latest solves, live. */
export default function PublicScoreboard() {
  const { t, i18n } = useTranslation()
  useDocumentTitle(t('WORKSHOP_SCOREBOARD_TITLE'))
  useWorkshopChanges()
  const ranking = useQuery(scoreboardQuery)
  const recent = useQuery(recentSolvesQuery)
  const clock = useQuery(workshopSettingsQuery).data?.event
  const frozen =
    clock?.freezeAt && Date.parse(clock.freezeAt) <= Date.parse(clock.now) ? clock.freezeAt : null

  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 3, lg: 5 }, maxWidth: 1800, mx: 'auto' }}>
      <Typography variant="h2" component="h1" sx={{ mb: 3, fontSize: { xs: '2rem', md: '3.5rem' } }}>
        {t('WORKSHOP_SCOREBOARD_TITLE')}
      </Typography>
      {frozen && (
        <Alert severity="info" id="scoreboardFrozen" sx={{ mb: 3, fontSize: '1.25rem' }}>
          {t('WORKSHOP_SCOREBOARD_FROZEN', {
            time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(frozen)),
          })}
        </Alert>
      )}
      {ranking.isPending ? (
        <LinearProgress aria-label={t('WORKSHOP_LOADING')} />
      ) : ranking.isError ? (
        <Alert severity="info" id="scoreboardUnavailable" sx={{ fontSize: '1.5rem' }}>
          {ranking.error instanceof WorkshopApiError && ranking.error.status === 403
            ? t('WORKSHOP_SCOREBOARD_NOT_PUBLIC')
            : messageOf(ranking.error)}
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          }}
        >
          <RankingTable entries={ranking.data} />
          <SolveTicker solves={recent.data ?? []} />
        </Box>
      )}
    </Box>
  )
}
