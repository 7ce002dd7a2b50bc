import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '../../components/form-text-field'
import { PasswordField } from '../../components/password-field'
import { TOTP_TOKEN_LENGTH, validateTotpToken } from '../../lib/validators'
import { QrCode } from './qr-code'
import { authenticatorUri, setupTwoFactor } from './two-factor-api'

interface SetupForm {
  password: string
  initialToken: string
}

export interface SetupMaterial {
  applicationName: string
  email: string
  secret: string
  setupToken: string
}

/** Scan the code, then confirm with the password and the first token the app shows. */
export function TwoFactorSetupForm({ material, onDone }: { material: SetupMaterial; onDone: () => void }) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  const { control, handleSubmit, formState } = useForm<SetupForm>({
    mode: 'onTouched',
    defaultValues: { password: '', initialToken: '' },
  })
  const message = (key: string | undefined): string | undefined => (key ? t(key) : undefined)

  const submit = handleSubmit(async (form) => {
    try {
      await setupTwoFactor({ ...form, setupToken: material.setupToken })
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
      <Typography>{t('TWO_FACTOR_SETUP_INTRO')}</Typography>
      <QrCode
        text={authenticatorUri(material.applicationName, material.email, material.secret)}
        label={t('LABEL_TWO_FACTOR_QR_CODE')}
      />
      <Typography variant="body2">
        {t('TWO_FACTOR_SECRET_HINT')} <code data-testid="two-factor-secret">{material.secret}</code>
      </Typography>
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
            id="currentPasswordSetup"
            autoComplete="current-password"
            label={t('LABEL_CURRENT_PASSWORD')}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        name="initialToken"
        control={control}
        rules={{ validate: validateTotpToken }}
        render={({ field, fieldState }) => (
          <FormTextField
            {...field}
            id="initialToken"
            autoComplete="one-time-code"
            label={t('LABEL_INITIAL_TWO_FACTOR_TOKEN')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TOTP_TOKEN_LENGTH } }}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Button
        id="setupTwoFactorAuth"
        type="submit"
        variant="contained"
        disabled={!formState.isValid || formState.isSubmitting}
      >
        {t('BTN_TWO_FACTOR_SETUP')}
      </Button>
    </Stack>
  )
}
