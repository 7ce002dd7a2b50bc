import LockResetIcon from '@mui/icons-material/LockReset'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ControlledTextField } from '../../components/form/controlled-text-field'
import { FormCard } from '../../components/form/form-card'
import { NewPasswordFields } from '../../components/form/new-password-fields'
import { OutcomeAlert, type FormOutcome } from '../../components/form/outcome-alert'
import { SubmitButton } from '../../components/form/submit-button'
import { PageContainer } from '../../components/page-container'
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

/** Password reset through the security question; the answer fields open once the question is known. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation()
  const [outcome, setOutcome] = useState<FormOutcome>(null)
  const form = useForm<ForgotPasswordForm>({ mode: 'onTouched', defaultValues: emptyForm })
  const { control, handleSubmit, watch, reset } = form
  const email = useDebouncedValue(watch('email').trim(), LOOKUP_DELAY_MS)
  const question = useSecurityQuestionOf(email).data ?? null
  const locked = question === null

  const submit = handleSubmit(async (values) => {
    try {
      await resetPassword({
        email: values.email.trim(),
        answer: values.securityAnswer,
        new: values.newPassword,
        repeat: values.newPasswordRepeat,
      })
      reset(emptyForm)
      setOutcome({ kind: 'success' })
    } catch (failure) {
      setOutcome({ kind: 'error', text: messageOf(failure) })
    }
  })

  return (
    <PageContainer maxWidth={520}>
      <FormCard titleId="forgot-password-title" title={t('TITLE_FORGOT_PASSWORD')} onSubmit={submit}>
        <OutcomeAlert
          outcome={outcome}
          testId="forgot-password"
          confirmation={t('PASSWORD_SUCCESSFULLY_CHANGED')}
        />
        <FormProvider {...form}>
          <Stack spacing={2}>
            <ControlledTextField
              name="email"
              control={control}
              rules={{ validate: validateEmail }}
              id="email"
              type="email"
              autoComplete="username"
              label={t('LABEL_EMAIL')}
              onFocus={() => setOutcome(null)}
            />
            <ControlledTextField
              name="securityAnswer"
              control={control}
              rules={{ required: 'MANDATORY_SECURITY_ANSWER' }}
              id="securityAnswer"
              disabled={locked}
              label={question ? t(question.question) : t('LABEL_SECURITY_ANSWER')}
              helperText={locked ? t('SECURITY_QUESTION_LOOKUP_HINT') : undefined}
            />
            <NewPasswordFields
              validatePassword={validateNewPasswordMinimum}
              validateRepeat={validateRepeat}
              disabled={locked}
            />
            <SubmitButton id="resetButton" control={control} blocked={locked} startIcon={<LockResetIcon />}>
              {t('BTN_CHANGE')}
            </SubmitButton>
          </Stack>
        </FormProvider>
      </FormCard>
    </PageContainer>
  )
}
