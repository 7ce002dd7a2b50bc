import CloseIcon from '@mui/icons-material/Close'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import { useTranslation } from 'react-i18next'
import { ChallengeCountry } from './challenge-country'
import type { CountryDisplay } from './country'
import type { Toast } from './toasts'

interface ChallengeToastProps {
  toast: Toast
  showFlag: boolean
  /** The challenge's country (FBCTF), or `null` when none is shown. */
  country: CountryDisplay | null
  /** `closeAll` is true when the X was Shift-clicked. */
  onClose: (closeAll: boolean) => void
  onCopied: () => void
}

export function ChallengeToast({ toast, showFlag, country, onClose, onCopied }: ChallengeToastProps) {
  const { t } = useTranslation()
  const copy = (): void => {
    navigator.clipboard
      .writeText(toast.flag)
      .then(onCopied)
      .catch((error: unknown) => console.error('Could not copy the flag', error))
  }
  return (
    <Alert
      variant="filled"
      severity="success"
      className="challenge-solved-toast"
      data-challenge={toast.key}
      action={
        <IconButton
          color="inherit"
          size="small"
          aria-label={t('BTN_CLOSE')}
          className="close-notification"
          onClick={(event) => onClose(event.shiftKey)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      <div>{toast.message}</div>
      {country && <ChallengeCountry display={country} />}
      {showFlag && (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <code className="challenge-flag">{toast.flag}</code>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={copy}
          >
            {toast.copied ? t('BTN_COPIED') : t('BTN_COPY_TO_CLIPBOARD')}
          </Button>
        </Box>
      )}
    </Alert>
  )
}
