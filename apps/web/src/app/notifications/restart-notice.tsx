import CloseIcon from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { clearScoreBoardPreferences } from '../../lib/score-board-preferences'
import { clearContinueCodes } from './progress'

export interface RestartState {
  outcome: 'restored' | 'failed'
  error?: string
  cleared: boolean
}

interface RestartNoticeProps {
  state: RestartState
  onChange: (state: RestartState) => void
  onClose: () => void
}

/** Shown after a server restart when the stored progress was (or could not be) re-applied. */
export function RestartNotice({ state, onChange, onClose }: RestartNoticeProps) {
  const { t } = useTranslation()
  const clearProgress = (): void => {
    clearContinueCodes()
    clearScoreBoardPreferences()
    onChange({ ...state, cleared: true })
  }
  return (
    <Alert
      variant="filled"
      severity={state.outcome === 'restored' ? 'info' : 'error'}
      data-testid="restart-notice"
      action={
        <IconButton color="inherit" size="small" aria-label={t('BTN_CLOSE')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      <div>
        {state.outcome === 'restored'
          ? t('AUTO_RESTORED_PROGRESS')
          : t('AUTO_RESTORE_PROGRESS_FAILED', { error: state.error ?? '' })}
      </div>
      <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          disabled={state.cleared}
          onClick={clearProgress}
        >
          {t('BTN_CLEAR_PROGRESS')}
        </Button>
        {state.cleared && (
          <Typography variant="body2" data-testid="restart-required">
            {t('RESTART_REQUIRED')}
          </Typography>
        )}
      </Box>
    </Alert>
  )
}
