import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SubmitButton } from '../../components/form/submit-button'
import { disableTwoFactor } from './two-factor-api'
import { TwoFactorForm } from './two-factor-form'
import type { TwoFactorPassword } from './two-factor-password-field'

/** Two-factor authentication is on; the password turns it off again. */
export function TwoFactorDisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const form = useForm<TwoFactorPassword>({
    mode: 'onTouched',
    defaultValues: { password: '' },
  })

  return (
    <TwoFactorForm
      form={form}
      send={({ password }) => disableTwoFactor(password)}
      onDone={onDone}
      passwordId="currentPasswordDisable"
      intro={<Typography data-testid="two-factor-enabled">{t('TWO_FACTOR_ENABLED_INFO')}</Typography>}
    >
      <SubmitButton id="disableTwoFactorAuth" control={form.control} color="error">
        {t('BTN_TWO_FACTOR_DISABLE')}
      </SubmitButton>
    </TwoFactorForm>
  )
}
