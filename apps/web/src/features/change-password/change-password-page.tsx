import SaveIcon from '@mui/icons-material/Save'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ControlledPasswordField } from '../../components/form/controlled-password-field'
import { FormCard } from '../../components/form/form-card'
import { NewPasswordFields } from '../../components/form/new-password-fields'
import { OutcomeAlert, type FormOutcome } from '../../components/form/outcome-alert'
import { SubmitButton } from '../../components/form/submit-button'
import { messageOf } from '../../lib/api-client'
import { usePasswordChangeObserver } from '../../lib/password-change-observer'
import { useSession } from '../../lib/session'
import { local, StorageKeys } from '../../lib/storage'
import { validateChangeRepeat, validatePasswordLength } from '../../lib/validators'
import { changePassword } from './change-password-api'

interface ChangePasswordForm {
  currentPassword: string
  newPassword: string
  newPasswordRepeat: string
}

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', newPasswordRepeat: '' }

export default function ChangePasswordPage() {
  const { t } = useTranslation()
  const session = useSession()
  const observePasswordChange = usePasswordChangeObserver()
  const [outcome, setOutcome] = useState<FormOutcome>(null)
  const form = useForm<ChangePasswordForm>({ mode: 'onTouched', defaultValues: emptyForm })
  const { control, handleSubmit, reset, resetField } = form

  const submit = handleSubmit(async (values) => {
    observePasswordChange(
      session.user?.email ?? local.get(StorageKeys.email) ?? undefined,
      values.newPassword,
    )
    try {
      await changePassword({
        current: values.currentPassword,
        new: values.newPassword,
        repeat: values.newPasswordRepeat,
      })
      reset(emptyForm)
      setOutcome({ kind: 'success' })
    } catch (failure) {
      resetField('newPassword')
      resetField('newPasswordRepeat')
      setOutcome({ kind: 'error', text: messageOf(failure) })
    }
  })

  return (
    <FormCard titleId="change-password-title" title={t('TITLE_CHANGE_PASSWORD')} onSubmit={submit}>
      <OutcomeAlert
        outcome={outcome}
        testId="change-password"
        confirmation={t('PASSWORD_SUCCESSFULLY_CHANGED')}
      />
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <ControlledPasswordField
            name="currentPassword"
            control={control}
            rules={{ required: 'MANDATORY_CURRENT_PASSWORD' }}
            id="currentPassword"
            autoComplete="current-password"
            label={t('LABEL_CURRENT_PASSWORD')}
          />
          <NewPasswordFields
            validatePassword={validatePasswordLength}
            validateRepeat={validateChangeRepeat}
          />
          <SubmitButton id="changeButton" control={control} startIcon={<SaveIcon />}>
            {t('BTN_CHANGE')}
          </SubmitButton>
        </Stack>
      </FormProvider>
    </FormCard>
  )
}
