import type { ChallengeStats } from '@juicy/contracts'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import { DifficultyStars } from '../difficulty-stars'
import { formatDuration, localeOf } from '../time-format'
import { ReleaseHintButton } from './release-hint-button'

interface ChallengeStatsTableProps {
  stats: readonly ChallengeStats[]
  teamCount: number
  /** The teams that have not solved a challenge. */
  unsolvedBy: (challenge: string) => string[]
}

/** Per challenge (catalogue order): how many teams solved it, their median time, and who is stuck longest. */
export function ChallengeStatsTable({ stats, teamCount, unsolvedBy }: ChallengeStatsTableProps) {
  const { t, i18n } = useTranslation()
  const locale = localeOf(i18n.language)
  return (
    // Scrolls on its own, so it takes the keyboard focus to be scrollable without a mouse.
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ maxHeight: 640 }}
      tabIndex={0}
      role="region"
      aria-label={t('WORKSHOP_CLASS_CHALLENGES')}
    >
      <Table size="small" stickyHeader aria-label={t('WORKSHOP_CLASS_CHALLENGES')} sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('WORKSHOP_COLUMN_CHALLENGE')}</TableCell>
            <TableCell>{t('WORKSHOP_COLUMN_CATEGORY')}</TableCell>
            <TableCell align="right">{t('WORKSHOP_COLUMN_SOLVED_BY')}</TableCell>
            <TableCell align="right">{t('WORKSHOP_COLUMN_MEDIAN_TIME')}</TableCell>
            <TableCell>{t('WORKSHOP_COLUMN_STUCK')}</TableCell>
            <TableCell>{t('WORKSHOP_COLUMN_HINTS')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stats.map((challenge) => (
            <TableRow key={challenge.challenge}>
              <TableCell>
                {challenge.name} <DifficultyStars difficulty={challenge.difficulty} />
              </TableCell>
              <TableCell>{challenge.category}</TableCell>
              <TableCell align="right">
                {t('WORKSHOP_SOLVED_OF', { solved: challenge.solvedBy, total: teamCount })}
              </TableCell>
              <TableCell align="right">
                {challenge.medianSeconds === null ? '–' : formatDuration(challenge.medianSeconds, locale)}
              </TableCell>
              <TableCell>
                {challenge.stuck
                  .map(({ team, stuckSeconds }) =>
                    t('WORKSHOP_STUCK_FOR', { team, duration: formatDuration(stuckSeconds, locale) }),
                  )
                  .join(', ')}
              </TableCell>
              <TableCell>
                <ReleaseHintButton
                  challenge={challenge.challenge}
                  name={challenge.name}
                  unsolvedBy={unsolvedBy(challenge.challenge)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
