import type { TeamSolve, TeamSummary } from '@juicy/contracts'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { DifficultyStars } from '../difficulty-stars'
import { formatDuration, localeOf, secondsBetween } from '../time-format'
import { SUSPICIOUS_CHEAT_SCORE } from './cheat-score'
import { QueryState } from './query-state'
import { SolveEvidence } from './solve-evidence'
import { teamSolvesQuery } from './trainer-api'

/** A team's solves, oldest first, each at its time since the team was created and with its recorded evidence. */
export function SolveTimeline({ team }: { team: TeamSummary }) {
  const { t } = useTranslation()
  return (
    <QueryState query={useQuery(teamSolvesQuery(team.name))} empty={t('WORKSHOP_TEAM_NO_SOLVES')}>
      {(solves) => (
        <Box component="ol" id="solveTimeline" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {solves.map((solve) => (
            <SolveEntry key={solve.challenge} solve={solve} createdAt={team.createdAt} />
          ))}
        </Box>
      )}
    </QueryState>
  )
}

function SolveEntry({ solve, createdAt }: { solve: TeamSolve; createdAt: string }) {
  const { t, i18n } = useTranslation()
  const sinceStart = formatDuration(secondsBetween(createdAt, solve.solvedAt), localeOf(i18n.language))
  return (
    <Box component="li" sx={{ borderLeft: 2, borderColor: 'secondary.main', pl: 2, pb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="body2" color="text.secondary" component="span">
          <time dateTime={solve.solvedAt}>{t('WORKSHOP_AFTER', { duration: sinceStart })}</time>
        </Typography>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {solve.name}
        </Typography>
        <DifficultyStars difficulty={solve.difficulty} />
        <Chip size="small" variant="outlined" label={solve.category} />
        {solve.restored && <Chip size="small" label={t('WORKSHOP_RESTORED')} />}
        {solve.cheatScore > 0 && (
          <Chip
            size="small"
            variant="outlined"
            color={solve.cheatScore >= SUSPICIOUS_CHEAT_SCORE ? 'warning' : 'default'}
            label={t('WORKSHOP_SOLVE_CHEAT_SCORE', { percent: Math.round(solve.cheatScore * 100) })}
          />
        )}
      </Stack>
      <SolveEvidence evidence={solve.evidence} />
    </Box>
  )
}
