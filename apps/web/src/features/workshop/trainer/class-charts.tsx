import type { ClassSolve, TeamSummary } from '@juicy/contracts'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { localeOf } from '../time-format'
import {
  clockFormat,
  cumulativeSolves,
  DIFFICULTIES,
  solvesPerCategory,
  solvesPerDifficulty,
} from './chart-data'

/** With more teams than this the legend would crowd out the chart; the tooltip still names each line. */
const MAX_LEGEND_TEAMS = 12

interface ClassChartsProps {
  solves: readonly ClassSolve[]
  teams: readonly TeamSummary[]
}

/** The class's charts (their own chunk: the chart library loads only when the class view opens). */
export default function ClassCharts({ solves, teams }: ClassChartsProps) {
  const { t } = useTranslation()
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <ChartCard title={t('WORKSHOP_CHART_OVER_TIME')}>
          <SolvesOverTime solves={solves} teams={teams} />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <ChartCard title={t('WORKSHOP_CHART_PER_CATEGORY')}>
          <SolvesPerCategory solves={solves} />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <ChartCard title={t('WORKSHOP_CHART_PER_DIFFICULTY')}>
          <SolvesPerDifficulty solves={solves} />
        </ChartCard>
      </Grid>
    </Grid>
  )
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, p: 2 }}>
      <Typography variant="subtitle1" component="figcaption">
        {title}
      </Typography>
      {children}
    </Paper>
  )
}

function SolvesOverTime({ solves, teams }: ClassChartsProps) {
  const { t, i18n } = useTranslation()
  const locale = localeOf(i18n.language)
  const { times, series } = cumulativeSolves(solves, teams)
  const clock = clockFormat(times)
  return (
    <LineChart
      height={320}
      skipAnimation
      xAxis={[
        {
          data: times,
          scaleType: 'time',
          valueFormatter: (time: Date) => time.toLocaleTimeString(locale, clock),
          tickNumber: 6,
        },
      ]}
      yAxis={[{ label: t('WORKSHOP_CHART_SOLVED'), tickMinStep: 1 }]}
      series={series.map(({ team, counts }) => ({
        id: team,
        label: team,
        data: counts,
        curve: 'stepAfter',
        showMark: false,
      }))}
      hideLegend={series.length > MAX_LEGEND_TEAMS}
    />
  )
}

function SolvesPerCategory({ solves }: { solves: readonly ClassSolve[] }) {
  const { t } = useTranslation()
  const colour = useTheme().palette.secondary.main
  const perCategory = solvesPerCategory(solves)
  return (
    <BarChart
      height={Math.max(160, 40 + perCategory.length * 28)}
      skipAnimation
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: perCategory.map(({ category }) => category), width: 170 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[
        {
          data: perCategory.map(({ solves: count }) => count),
          label: t('WORKSHOP_CHART_SOLVES'),
          color: colour,
        },
      ]}
      hideLegend
    />
  )
}

function SolvesPerDifficulty({ solves }: { solves: readonly ClassSolve[] }) {
  const { t } = useTranslation()
  const colour = useTheme().palette.secondary.main
  return (
    <BarChart
      height={280}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: DIFFICULTIES.map((level) => '★'.repeat(level)) }]}
      yAxis={[{ tickMinStep: 1 }]}
      series={[{ data: solvesPerDifficulty(solves), label: t('WORKSHOP_CHART_SOLVES'), color: colour }]}
      hideLegend
    />
  )
}
