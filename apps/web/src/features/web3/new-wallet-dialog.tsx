import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useTranslation } from 'react-i18next'

interface NewWalletDialogProps {
  open: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** Asks before the training wallet's key is replaced: whatever the old wallet held is lost. */
export function NewWalletDialog({ open, onCancel, onConfirm }: NewWalletDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="newWalletDialogTitle">
      <DialogTitle id="newWalletDialogTitle">{t('WEB3_NEW_WALLET_TITLE')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('WEB3_NEW_WALLET_WARNING')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('BTN_CANCEL')}</Button>
        <Button id="confirmNewWalletButton" color="warning" variant="contained" onClick={onConfirm}>
          {t('WEB3_NEW_WALLET_CONFIRM')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
