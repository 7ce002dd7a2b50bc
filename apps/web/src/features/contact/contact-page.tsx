import SendIcon from '@mui/icons-material/Send'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormLabel from '@mui/material/FormLabel'
import Rating from '@mui/material/Rating'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useTranslation } from 'react-i18next'
import { useSnackbar } from '../../app/snackbar'
import { ControlledCountedTextArea } from '../../components/form/controlled-counted-text-area'
import { ControlledTextField } from '../../components/form/controlled-text-field'
import { FormCard } from '../../components/form/form-card'
import { ReadOnlyField } from '../../components/form/read-only-field'
import { PageContainer } from '../../components/page-container'
import { messageOf } from '../../lib/api-client'
import { RATING_MAX } from '../../lib/feedback-rating'
import { useWhoAmI } from '../../lib/who-am-i'
import { sendFeedback, useCaptcha } from './feedback-api'
import {
  authoredComment,
  FEEDBACK_MAX_LENGTH,
  feedbackAuthor,
  feedbackThanksKey,
  isRatingChosen,
  submittedUserId,
  validateCaptchaAnswer,
  validateComment,
} from './feedback-rules'

interface FeedbackForm {
  comment: string
  captcha: string
}

const emptyForm: FeedbackForm = { comment: '', captcha: '' }

/** contact: customer feedback with a star rating and an arithmetic captcha. */
export default function ContactPage() {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const whoAmI = useWhoAmI()
  const captcha = useCaptcha()
  // vuln-code-snippet start zeroStarsChallenge forgedFeedbackChallenge
  // vuln-code-snippet hide-line zeroStarsChallenge forgedFeedbackChallenge
  // The rating lives outside the validated form: only the disabled button guards its range.
  const [rating, setRating] = useState(0)
  const userIdField = useRef<HTMLInputElement>(null)
  const author = feedbackAuthor(whoAmI.data?.email)
  const userId = whoAmI.data?.id === undefined ? '' : String(whoAmI.data.id)
  const { control, handleSubmit, reset, resetField, formState } = useForm<FeedbackForm>({
    mode: 'onChange',
    defaultValues: emptyForm,
  })

  const submit = handleSubmit(async (form) => {
    if (!captcha.data) return
    try {
      await sendFeedback({
        // vuln-code-snippet hide-line zeroStarsChallenge forgedFeedbackChallenge
        // Read from the field itself: players un-hide and edit it (forgedFeedbackChallenge).
        UserId: submittedUserId(userIdField.current?.value ?? userId), // vuln-code-snippet neutral-line forgedFeedbackChallenge
        captchaId: captcha.data.captchaId,
        captcha: form.captcha,
        comment: authoredComment(form.comment, author),
        rating, // vuln-code-snippet neutral-line zeroStarsChallenge
      })
      showSnackbar({ text: t(feedbackThanksKey(rating)), severity: 'success' })
      reset(emptyForm)
      setRating(0)
      if (userIdField.current) userIdField.current.value = userId
    } catch (failure) {
      showSnackbar({ text: messageOf(failure), severity: 'error' })
      resetField('captcha')
    }
    void captcha.refetch()
  })

  const ready = formState.isValid && isRatingChosen(rating) && captcha.isSuccess && !formState.isSubmitting // vuln-code-snippet neutral-line zeroStarsChallenge
  // vuln-code-snippet end zeroStarsChallenge forgedFeedbackChallenge
  return (
    <PageContainer maxWidth={640}>
      <FormCard titleId="feedback-title" title={t('TITLE_CONTACT')} onSubmit={submit}>
        {/* The author's id travels with the form; hidden, not absent (see the catalogue). */}
        {/* vuln-code-snippet start forgedFeedbackChallenge */}
        <input
          key={userId}
          ref={userIdField}
          hidden
          type="text"
          id="userId"
          name="userId"
          aria-label={t('LABEL_USER_ID')}
          defaultValue={userId}
        />
        {/* vuln-code-snippet end forgedFeedbackChallenge */}
        <Stack spacing={2}>
          <ReadOnlyField id="author" label={t('LABEL_AUTHOR')} value={author} />
          <ControlledCountedTextArea
            name="comment"
            control={control}
            rules={{ validate: validateComment }}
            id="comment"
            label={t('LABEL_COMMENT')}
            maxLength={FEEDBACK_MAX_LENGTH}
          />
          <FormControl component="fieldset">
            <FormLabel component="legend" id="rating-label">
              {t('LABEL_RATING')}
            </FormLabel>
            <Rating
              id="rating"
              name="rating"
              max={RATING_MAX}
              value={rating}
              onChange={(_event, value) => setRating(value ?? 0)}
              getLabelText={(value: number) => t('LABEL_RATING_OF', { rating: value, max: RATING_MAX })}
              emptyLabelText={t('LABEL_NO_RATING')}
              size="large"
            />
          </FormControl>
          <Typography component="p" data-testid="captcha-question">
            <Trans
              i18nKey="LABEL_CAPTCHA_QUESTION"
              values={{ expression: captcha.data?.captcha ?? '…' }}
              components={{ expression: <code id="captcha" /> }}
            />
          </Typography>
          <ControlledTextField
            name="captcha"
            control={control}
            rules={{ validate: validateCaptchaAnswer }}
            id="captchaControl"
            label={t('LABEL_CAPTCHA_RESULT')}
            required
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button
            id="submitButton"
            type="submit"
            variant="contained"
            startIcon={<SendIcon />}
            disabled={!ready}
            // MUI turns pointer events off on disabled buttons; keep them on so that a button whose
            // disabled attribute was removed in the DevTools can be clicked, as the write-ups do.
            sx={{ '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } }}
          >
            {t('BTN_SUBMIT')}
          </Button>
        </Stack>
      </FormCard>
    </PageContainer>
  )
}
