import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Feedback } from './feedback-api'

/** The full comment and its author's id, as plain text. */
export function FeedbackDetailsDialog({
  feedback,
  onClose,
}: {
  feedback: Feedback | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={feedback !== null}
      onClose={onClose}
      aria-labelledby="feedback-details-title"
      id="feedbackDetailsDialog"
    >
      <DialogTitle id="feedback-details-title">{t('TITLE_FEEDBACK_DETAILS')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} gutterBottom>
          {feedback?.comment ?? ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('LABEL_USER_ID')}: {feedback?.UserId ?? t('LABEL_ANONYMOUS')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} id="closeFeedbackDetails">
          {t('BTN_CLOSE')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
