import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Challenge } from '@juicy/contracts'
import { useTranslation } from 'react-i18next'
import type { CodingChallengesEnabled } from '../../lib/application-config'
import { codingProgress } from './score-board-logic'

interface CodingProgressProps {
  challenges: Challenge[]
  mode: CodingChallengesEnabled | undefined
}

/** Coding-challenge progress next to the hacking progress: phases "find it" and "fix it" solved of all. */
export function CodingProgress({ challenges, mode }: CodingProgressProps) {
  const { t } = useTranslation()
  const { total, found, fixed } = codingProgress(challenges)
  if (mode === 'never' || total === 0) return null
  const phases = [
    {
      testId: 'coding-progress-find-it',
      text: t('CODING_PROGRESS_FIND_IT', { solved: found, total }),
      solved: found,
    },
    {
      testId: 'coding-progress-fix-it',
      text: t('CODING_PROGRESS_FIX_IT', { solved: fixed, total }),
      solved: fixed,
    },
  ]
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 3 }}
      sx={{ mt: 2 }}
      data-testid="coding-progress"
    >
      {phases.map((phase) => (
        <Stack key={phase.testId} sx={{ flex: 1 }} spacing={0.5}>
          <Typography variant="body2" data-testid={phase.testId}>
            {phase.text}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(phase.solved / total) * 100}
            sx={{ height: 6, borderRadius: 3 }}
            aria-label={phase.text}
          />
        </Stack>
      ))}
    </Stack>
  )
}
