import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { ChallengeStatsTable } from './challenge-stats-table'
import { QueryState } from './query-state'
import { challengeStatsQuery, classSolvesQuery, teamsQuery } from './trainer-api'

const ClassCharts = lazy(() => import('./class-charts'))

/** The whole class: charts of its solves, then per challenge how many solved it, how fast, and who is stuck. */
export function ClassView() {
  const { t } = useTranslation()
  const { data: teams = [] } = useQuery(teamsQuery)
  const solves = useQuery(classSolvesQuery)
  const stats = useQuery(challengeStatsQuery)
  const unsolvedBy = (challenge: string) => {
    const solvers = new Set((solves.data ?? []).filter((s) => s.challenge === challenge).map((s) => s.team))
    return teams.map((team) => team.name).filter((name) => !solvers.has(name))
  }
  return (
    <Stack spacing={3}>
      <section>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('WORKSHOP_CLASS_CHARTS')}
        </Typography>
        <QueryState query={solves} empty={t('WORKSHOP_NO_CLASS_SOLVES')}>
          {(data) => (
            <Suspense fallback={<LinearProgress aria-label={t('WORKSHOP_LOADING')} />}>
              <ClassCharts solves={data} teams={teams} />
            </Suspense>
          )}
        </QueryState>
      </section>
      <section>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('WORKSHOP_CLASS_CHALLENGES')}
        </Typography>
        <QueryState query={stats} empty={t('WORKSHOP_NO_CHALLENGES')}>
          {(data) => <ChallengeStatsTable stats={data} teamCount={teams.length} unsolvedBy={unsolvedBy} />}
        </QueryState>
      </section>
    </Stack>
  )
}
