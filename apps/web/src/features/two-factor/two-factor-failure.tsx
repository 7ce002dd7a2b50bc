import Alert from '@mui/material/Alert'
import { useTranslation } from 'react-i18next'

/** The refusal of a setup or disable attempt (wrong password or token); the server's reason is not shown. */
export function TwoFactorFailure({ shown }: { shown: boolean }) {
  const { t } = useTranslation()
  if (!shown) return null
  return (
    <Alert severity="error" data-testid="two-factor-setup-error">
      {t('2FA_SETUP_ERROR')}
    </Alert>
  )
}
