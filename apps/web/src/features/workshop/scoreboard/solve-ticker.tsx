import type { PublicSolve } from '@juicy/contracts'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DifficultyStars } from '../difficulty-stars'
import { formatRelativeTime, localeOf } from '../time-format'
import { useNow } from '../use-now'

/** How many of the latest solves the ticker shows. */
const SHOWN = 10

/** The latest solves, newest first: "red solved Score Board ★". */
export function SolveTicker({ solves }: { solves: readonly PublicSolve[] }) {
  const { t, i18n } = useTranslation()
  const now = useNow(15_000)
  const locale = localeOf(i18n.language)
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }} aria-labelledby="tickerTitle">
      <Typography
        id="tickerTitle"
        variant="h4"
        component="h2"
        sx={{ mb: 2, fontSize: { xs: '1.4rem', md: '2rem' } }}
      >
        {t('WORKSHOP_LATEST_SOLVES')}
      </Typography>
      {solves.length === 0 ? (
        <Typography sx={{ fontSize: '1.3rem' }}>{t('WORKSHOP_TICKER_EMPTY')}</Typography>
      ) : (
        <Box component="ol" id="solveTicker" aria-live="polite" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {solves.slice(0, SHOWN).map((solve) => (
            <Box
              component="li"
              key={`${solve.team}-${solve.name}-${solve.solvedAt}`}
              sx={{
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                fontSize: { xs: '1.1rem', md: '1.5rem' },
              }}
            >
              {t('WORKSHOP_TEAM_SOLVED', { team: solve.team, challenge: solve.name })}{' '}
              <DifficultyStars difficulty={solve.difficulty} />
              <Typography component="div" color="text.secondary" sx={{ fontSize: '0.7em' }}>
                {formatRelativeTime(solve.solvedAt, now, locale)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  )
}
