import WarningIcon from '@mui/icons-material/WarningAmber'
import Box from '@mui/material/Box'
import Tooltip from '@mui/material/Tooltip'
import { useTranslation } from 'react-i18next'

/**
 * From this cheat score on (0..1, the median of a team's solves or one solve's own) the console draws the trainer's
 * eye to it: more than half of the plausible minimum time was missing.
 */
export const SUSPICIOUS_CHEAT_SCORE = 0.5

/** A cheat score as a percentage, with a warning sign when it is high; the tooltip says what the number means. */
export function CheatScore({ score }: { score: number }) {
  const { t } = useTranslation()
  const suspicious = score >= SUSPICIOUS_CHEAT_SCORE
  return (
    <Tooltip title={t('WORKSHOP_CHEAT_SCORE_EXPLAINED')}>
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: suspicious ? 'warning.dark' : undefined,
        }}
      >
        {suspicious && <WarningIcon fontSize="small" aria-label={t('WORKSHOP_CHEAT_SCORE_SUSPICIOUS')} />}
        {`${Math.round(score * 100)}%`}
      </Box>
    </Tooltip>
  )
}
