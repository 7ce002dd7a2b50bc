import SaveIcon from '@mui/icons-material/Save'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '../../components/password-field'
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

type Outcome = { kind: 'success' } | { kind: 'error'; text: string } | null

export default function ChangePasswordPage() {
  const { t } = useTranslation()
  const session = useSession()
  const observePasswordChange = usePasswordChangeObserver()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const { control, handleSubmit, getValues, trigger, reset, resetField, formState } =
    useForm<ChangePasswordForm>({ mode: 'onTouched', defaultValues: emptyForm })
  const message = (key: string | undefined): string | undefined => (key ? t(key) : undefined)

  const submit = handleSubmit(async (form) => {
    observePasswordChange(session.user?.email ?? local.get(StorageKeys.email) ?? undefined, form.newPassword)
    try {
      await changePassword({
        current: form.currentPassword,
        new: form.newPassword,
        repeat: form.newPasswordRepeat,
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
    <Card>
      <CardContent component="form" noValidate onSubmit={submit} aria-labelledby="change-password-title">
        <Typography id="change-password-title" variant="h5" component="h1" gutterBottom>
          {t('TITLE_CHANGE_PASSWORD')}
        </Typography>
        {outcome?.kind === 'success' && (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="change-password-confirmation">
            {t('PASSWORD_SUCCESSFULLY_CHANGED')}
          </Alert>
        )}
        {outcome?.kind === 'error' && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="change-password-error">
            {outcome.text}
          </Alert>
        )}
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <Controller
            name="currentPassword"
            control={control}
            rules={{ required: 'MANDATORY_CURRENT_PASSWORD' }}
            render={({ field, fieldState }) => (
              <PasswordField
                {...field}
                id="currentPassword"
                autoComplete="current-password"
                label={t('LABEL_CURRENT_PASSWORD')}
                error={message(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            name="newPassword"
            control={control}
            rules={{ validate: validatePasswordLength }}
            render={({ field, fieldState }) => (
              <PasswordField
                {...field}
                onChange={(event) => {
                  field.onChange(event)
                  if (getValues('newPasswordRepeat') !== '') void trigger('newPasswordRepeat')
                }}
                id="newPassword"
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
            rules={{ validate: (value) => validateChangeRepeat(value, getValues('newPassword')) }}
            render={({ field, fieldState }) => (
              <PasswordField
                {...field}
                id="newPasswordRepeat"
                autoComplete="new-password"
                label={t('LABEL_NEW_PASSWORD_REPEAT')}
                error={message(fieldState.error?.message)}
              />
            )}
          />
          <Button
            id="changeButton"
            type="submit"
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={!formState.isValid || formState.isSubmitting}
          >
            {t('BTN_CHANGE')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  )
}
