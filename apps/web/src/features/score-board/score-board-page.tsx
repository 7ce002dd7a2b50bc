import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import type { Challenge } from '@juicy/contracts'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PaddingImage } from '../../components/padding-image'
import { PageContainer } from '../../components/page-container'
import { useApplicationConfig } from '../../lib/application-config'
import { usePhoneLayout } from '../../lib/use-phone-layout'
import {
  loadScoreBoardPreferences,
  saveScoreBoardPreferences,
  type ScoreBoardPreferences,
} from '../../lib/score-board-preferences'
import { AnnouncementsPanel } from './announcements-panel'
import { ChallengeCard } from './challenge-card'
import { repeatNotification, useChallenges, useHints } from './challenges-api'
import { CodingProgress } from './coding-progress'
import { CompactFilters } from './compact-filters'
import { FilterBar } from './filter-bar'
import { InfoBoxes } from './info-boxes'
import {
  categoriesOf,
  filterChallenges,
  groupHints,
  progressPercent,
  tutorialModeActive,
  withScoreBoardSolved,
} from './score-board-logic'

export default function ScoreBoardPage() {
  const { t } = useTranslation()
  const config = useApplicationConfig()
  const challengesQuery = useChallenges()
  const showHints = config?.challenges?.showHints !== false
  const hintsQuery = useHints(showHints)
  const [preferences, setPreferences] = useState<ScoreBoardPreferences>(loadScoreBoardPreferences)

  const challenges = useMemo(() => withScoreBoardSolved(challengesQuery.data ?? []), [challengesQuery.data])
  const options = { restrictToTutorialsFirst: config?.challenges?.restrictToTutorialsFirst === true }
  const tutorialMode = tutorialModeActive(challenges, options)
  const shown = filterChallenges(challenges, preferences, options)
  const hintsByChallenge = useMemo(() => groupHints(hintsQuery.data ?? []), [hintsQuery.data])
  const percent = progressPercent(challenges)
  // A phone folds the filters behind one toggle, so the first screen already shows challenges.
  const phone = usePhoneLayout()
  const Filters = phone ? CompactFilters : FilterBar

  const update = (next: ScoreBoardPreferences): void => {
    saveScoreBoardPreferences(next)
    setPreferences(next)
  }
  const repeat = (challenge: Challenge): void => {
    repeatNotification(challenge.name).catch((error: unknown) => console.error(error))
  }

  return (
    <PageContainer maxWidth={1400}>
      <PaddingImage name="1px.png" />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('TITLE_SCORE_BOARD')}
      </Typography>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="body1" data-testid="score-board-progress">
            {t('SCORE_BOARD_PROGRESS', { percent })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            color="secondary"
            sx={{ height: 10, borderRadius: 5, mt: 1 }}
            aria-label={t('SCORE_BOARD_PROGRESS', { percent })}
          />
          <CodingProgress challenges={challenges} mode={config?.challenges?.codingChallengesEnabled} />
        </CardContent>
      </Card>
      <AnnouncementsPanel />
      {tutorialMode && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('INFO_TUTORIALS_FIRST')}
        </Alert>
      )}
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Filters
            challenges={challenges}
            categories={categoriesOf(challenges)}
            preferences={preferences}
            disabled={tutorialMode}
            onChange={update}
          />
        </CardContent>
      </Card>
      {challengesQuery.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress />
        </Box>
      )}
      {challengesQuery.isError && <Alert severity="error">{t('ERROR_LOADING_CHALLENGES')}</Alert>}
      {challengesQuery.isSuccess && shown.length === 0 && (
        <Typography color="text.secondary">{t('NO_CHALLENGES_MATCH_FILTERS')}</Typography>
      )}
      <Box
        data-testid="challenge-list"
        sx={{
          display: 'grid',
          gap: 2,
          // Cards of 320 px and more; a single column as wide as the screen on phones narrower than that.
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))',
        }}
      >
        {shown.map((challenge) => (
          <ChallengeCard
            key={challenge.id}
            challenge={challenge}
            hints={showHints ? (hintsByChallenge.get(challenge.id) ?? []) : null}
            onRepeatNotification={repeat}
          />
        ))}
      </Box>
      <InfoBoxes config={config} />
    </PageContainer>
  )
}
