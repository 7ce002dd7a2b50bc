import LockResetIcon from '@mui/icons-material/LockReset'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '../../components/form-text-field'
import { PageContainer } from '../../components/page-container'
import { PasswordField } from '../../components/password-field'
import { messageOf } from '../../lib/api-client'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { validateEmail, validateNewPasswordMinimum, validateRepeat } from '../../lib/validators'
import { resetPassword, useSecurityQuestionOf } from './forgot-password-api'

interface ForgotPasswordForm {
  email: string
  securityAnswer: string
  newPassword: string
  newPasswordRepeat: string
}

const emptyForm: ForgotPasswordForm = {
  email: '',
  securityAnswer: '',
  newPassword: '',
  newPasswordRepeat: '',
}
const LOOKUP_DELAY_MS = 300

type Outcome = { kind: 'success' } | { kind: 'error'; text: string } | null

/** Password reset through the security question; the answer fields open once the question is known. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const { control, handleSubmit, watch, getValues, trigger, reset, formState } = useForm<ForgotPasswordForm>({
    mode: 'onTouched',
    defaultValues: emptyForm,
  })
  const email = useDebouncedValue(watch('email').trim(), LOOKUP_DELAY_MS)
  const question = useSecurityQuestionOf(email).data ?? null
  const locked = question === null
  const message = (key: string | undefined): string | undefined => (key ? t(key) : undefined)

  const submit = handleSubmit(async (form) => {
    try {
      await resetPassword({
        email: form.email.trim(),
        answer: form.securityAnswer,
        new: form.newPassword,
        repeat: form.newPasswordRepeat,
      })
      reset(emptyForm)
      setOutcome({ kind: 'success' })
    } catch (failure) {
      setOutcome({ kind: 'error', text: messageOf(failure) })
    }
  })

  return (
    <PageContainer maxWidth={520}>
      <Card>
        <CardContent component="form" noValidate onSubmit={submit} aria-labelledby="forgot-password-title">
          <Typography id="forgot-password-title" variant="h5" component="h1" gutterBottom>
            {t('TITLE_FORGOT_PASSWORD')}
          </Typography>
          {outcome?.kind === 'success' && (
            <Alert severity="success" sx={{ mb: 2 }} data-testid="forgot-password-confirmation">
              {t('PASSWORD_SUCCESSFULLY_CHANGED')}
            </Alert>
          )}
          {outcome?.kind === 'error' && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="forgot-password-error">
              {outcome.text}
            </Alert>
          )}
          <Stack spacing={2}>
            <Controller
              name="email"
              control={control}
              rules={{ validate: validateEmail }}
              render={({ field, fieldState }) => (
                <FormTextField
                  {...field}
                  id="email"
                  type="email"
                  autoComplete="username"
                  label={t('LABEL_EMAIL')}
                  error={message(fieldState.error?.message)}
                  onFocus={() => setOutcome(null)}
                />
              )}
            />
            <Controller
              name="securityAnswer"
              control={control}
              rules={{ required: 'MANDATORY_SECURITY_ANSWER' }}
              render={({ field, fieldState }) => (
                <FormTextField
                  {...field}
                  id="securityAnswer"
                  disabled={locked}
                  label={question ? t(question.question) : t('LABEL_SECURITY_ANSWER')}
                  helperText={locked ? t('SECURITY_QUESTION_LOOKUP_HINT') : undefined}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              name="newPassword"
              control={control}
              rules={{ validate: validateNewPasswordMinimum }}
              render={({ field, fieldState }) => (
                <PasswordField
                  {...field}
                  onChange={(event) => {
                    field.onChange(event)
                    if (getValues('newPasswordRepeat') !== '') void trigger('newPasswordRepeat')
                  }}
                  id="newPassword"
                  disabled={locked}
                  autoComplete="new-password"
                  label={t('LABEL_NEW_PASSWORD')}
                  helperText={t('PASSWORD_LENGTH_HINT')}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              name="newPasswordRepeat"
              control={control}
              rules={{ validate: (value) => validateRepeat(value, getValues('newPassword')) }}
              render={({ field, fieldState }) => (
                <PasswordField
                  {...field}
                  id="newPasswordRepeat"
                  disabled={locked}
                  autoComplete="new-password"
                  label={t('LABEL_NEW_PASSWORD_REPEAT')}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
            <Button
              id="resetButton"
              type="submit"
              variant="contained"
              startIcon={<LockResetIcon />}
              disabled={locked || !formState.isValid || formState.isSubmitting}
            >
              {t('BTN_CHANGE')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
