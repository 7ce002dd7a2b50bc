import LightbulbIcon from '@mui/icons-material/Lightbulb'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { Hint } from '@juicy/contracts'
import { useTranslation } from 'react-i18next'
import { useUnlockHint } from './challenges-api'
import { nextLockedHint } from './score-board-logic'

/** Unlocked hints of one challenge and a button that unlocks the next one. */
export function HintPanel({ hints }: { hints: Hint[] }) {
  const { t } = useTranslation()
  const unlock = useUnlockHint()
  if (hints.length === 0) return null
  const unlocked = hints.filter((hint) => hint.unlocked)
  const next = nextLockedHint(hints)

  return (
    <Box sx={{ mt: 1.5 }} data-testid="hint-panel">
      {unlocked.map((hint) => (
        <Typography key={hint.id} variant="body2" sx={{ display: 'flex', gap: 1, mb: 0.5 }}>
          <LightbulbIcon fontSize="small" color="warning" />
          <span>{hint.text}</span>
        </Typography>
      ))}
      {next && (
        <Button
          size="small"
          startIcon={<LightbulbIcon />}
          disabled={unlock.isPending}
          onClick={() => unlock.mutate(next.id)}
        >
          {t('BTN_UNLOCK_HINT', { current: unlocked.length + 1, total: hints.length })}
        </Button>
      )}
    </Box>
  )
}
