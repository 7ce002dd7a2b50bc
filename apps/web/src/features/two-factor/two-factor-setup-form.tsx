import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ControlledTextField } from '../../components/form/controlled-text-field'
import { SubmitButton } from '../../components/form/submit-button'
import { QrCode } from '../../components/qr-code'
import { TOTP_TOKEN_LENGTH, validateTotpToken } from '../../lib/validators'
import { authenticatorUri, setupTwoFactor } from './two-factor-api'
import { TwoFactorForm } from './two-factor-form'
import type { TwoFactorPassword } from './two-factor-password-field'

interface SetupForm extends TwoFactorPassword {
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
  const form = useForm<SetupForm>({
    mode: 'onTouched',
    defaultValues: { password: '', initialToken: '' },
  })

  return (
    <TwoFactorForm
      form={form}
      send={(values) => setupTwoFactor({ ...values, setupToken: material.setupToken })}
      onDone={onDone}
      passwordId="currentPasswordSetup"
      intro={
        <>
          <Typography>{t('TWO_FACTOR_SETUP_INTRO')}</Typography>
          <QrCode
            text={authenticatorUri(material.applicationName, material.email, material.secret)}
            label={t('LABEL_TWO_FACTOR_QR_CODE')}
          />
          <Typography variant="body2">
            {t('TWO_FACTOR_SECRET_HINT')} <code data-testid="two-factor-secret">{material.secret}</code>
          </Typography>
        </>
      }
    >
      <ControlledTextField
        name="initialToken"
        control={form.control}
        rules={{ validate: validateTotpToken }}
        id="initialToken"
        autoComplete="one-time-code"
        label={t('LABEL_INITIAL_TWO_FACTOR_TOKEN')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TOTP_TOKEN_LENGTH } }}
      />
      <SubmitButton id="setupTwoFactorAuth" control={form.control}>
        {t('BTN_TWO_FACTOR_SETUP')}
      </SubmitButton>
    </TwoFactorForm>
  )
}
