import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '../../components/password-field'
import { disableTwoFactor } from './two-factor-api'

/** Two-factor authentication is on; the password turns it off again. */
export function TwoFactorDisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  const { control, handleSubmit, formState } = useForm<{ password: string }>({
    mode: 'onTouched',
    defaultValues: { password: '' },
  })

  const submit = handleSubmit(async ({ password }) => {
    try {
      await disableTwoFactor(password)
      onDone()
    } catch {
      setFailed(true)
    }
  })

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      sx={{ maxWidth: 480 }}
      onChange={() => setFailed(false)}
    >
      <Typography data-testid="two-factor-enabled">{t('TWO_FACTOR_ENABLED_INFO')}</Typography>
      {failed && (
        <Alert severity="error" data-testid="two-factor-setup-error">
          {t('2FA_SETUP_ERROR')}
        </Alert>
      )}
      <Controller
        name="password"
        control={control}
        rules={{ required: 'MANDATORY_PASSWORD' }}
        render={({ field, fieldState }) => (
          <PasswordField
            {...field}
            id="currentPasswordDisable"
            autoComplete="current-password"
            label={t('LABEL_CURRENT_PASSWORD')}
            error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          />
        )}
      />
      <Button
        id="disableTwoFactorAuth"
        type="submit"
        variant="contained"
        color="error"
        disabled={!formState.isValid || formState.isSubmitting}
      >
        {t('BTN_TWO_FACTOR_DISABLE')}
      </Button>
    </Stack>
  )
}
