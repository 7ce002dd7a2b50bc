import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PasscodeCopy } from '../passcode-copy'

interface PasscodeShownOnceProps {
  team: string
  passcode: string
  onClose: () => void
}

/** A team's new passcode, shown this once: the server keeps only its hash. */
export function PasscodeShownOnce({ team, passcode, onClose }: PasscodeShownOnceProps) {
  const { t } = useTranslation()
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('WORKSHOP_PASSCODE_OF', { team })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{t('WORKSHOP_TRAINER_SHARE_PASSCODE', { team })}</Typography>
          <PasscodeCopy passcode={passcode} />
          <Alert severity="warning">{t('WORKSHOP_PASSCODE_ONCE')}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button id="closePasscodeButton" variant="contained" onClick={onClose}>
          {t('WORKSHOP_DONE')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
