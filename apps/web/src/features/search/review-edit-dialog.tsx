import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../app/snackbar'
import { messageOf } from '../../lib/api-client'
import { dialogPaperProps } from './dialog-width'
import { editReview, REVIEW_MAX_LENGTH, validateEditedReview, type Review } from './reviews-api'

interface ReviewEditDialogProps {
  review: Review
  onClose: () => void
  /** Called after the server saved the change; the caller closes the dialog and confirms. */
  onSaved: () => void
}

/** Edits the message of one's own review. */
export function ReviewEditDialog({ review, onClose, onSaved }: ReviewEditDialogProps) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const [message, setMessage] = useState(review.message)
  const [touched, setTouched] = useState(false)
  const [saving, setSaving] = useState(false)
  const validation = validateEditedReview(message)

  const save = async (event: FormEvent): Promise<void> => {
    event.preventDefault()
    if (validation !== true) return
    setSaving(true)
    try {
      await editReview(review._id, message)
      onSaved()
    } catch (error) {
      showSnackbar({ text: messageOf(error), severity: 'error' })
      setSaving(false)
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      slotProps={dialogPaperProps}
      aria-labelledby="review-edit-title"
    >
      <form noValidate onSubmit={(event) => void save(event)} data-testid="review-edit-dialog">
        <DialogTitle id="review-edit-title">{t('TITLE_EDIT_REVIEW')}</DialogTitle>
        <DialogContent>
          <TextField
            id="reviewEditText"
            label={t('LABEL_REVIEW')}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value)
              setTouched(true)
            }}
            onBlur={() => setTouched(true)}
            error={touched && validation !== true}
            helperText={
              touched && validation !== true ? t(validation) : `${message.length}/${REVIEW_MAX_LENGTH}`
            }
            slotProps={{ htmlInput: { maxLength: REVIEW_MAX_LENGTH } }}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('BTN_CANCEL')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={validation !== true || saving}
            id="saveReviewButton"
          >
            {t('BTN_SAVE')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
