import LockOpenIcon from '@mui/icons-material/LockOpen'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ControlledTextField } from '../../components/form/controlled-text-field'
import { FormCard } from '../../components/form/form-card'
import { OutcomeAlert } from '../../components/form/outcome-alert'
import { SubmitButton } from '../../components/form/submit-button'
import { PageContainer } from '../../components/page-container'
import { queryKeys } from '../../lib/query-keys'
import { useTimedMessage } from '../../lib/use-timed-message'
import { TOTP_TOKEN_LENGTH, validateTotpToken } from '../../lib/validators'
import { verifyTwoFactorLogin } from './two-factor-api'

/** A wrong token shows its error for 5 seconds. */
export const TWO_FACTOR_ERROR_DURATION_MS = 5000

/** Second login step: the 6-digit token of the authenticator app. */
export default function TwoFactorEnterPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [error, showError] = useTimedMessage(TWO_FACTOR_ERROR_DURATION_MS)
  const { control, handleSubmit } = useForm<{ token: string }>({
    mode: 'onTouched',
    defaultValues: { token: '' },
  })

  const submit = handleSubmit(async ({ token }) => {
    try {
      await verifyTwoFactorLogin(token)
      await queryClient.invalidateQueries({ queryKey: queryKeys.basket.all })
      await navigate('/search')
    } catch {
      showError('INVALID_TWO_FACTOR_AUTH_TOKEN')
    }
  })

  return (
    <PageContainer maxWidth={520}>
      <FormCard titleId="two-factor-title" title={t('TITLE_TWO_FACTOR_ENTER')} onSubmit={submit}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('TWO_FACTOR_ENTER_INTRO')}
        </Typography>
        <OutcomeAlert outcome={error ? { kind: 'error', text: t(error) } : null} testId="two-factor" />
        <Stack spacing={2}>
          <ControlledTextField
            name="token"
            control={control}
            rules={{ validate: validateTotpToken }}
            id="totpToken"
            label={t('LABEL_TWO_FACTOR_TOKEN')}
            autoComplete="one-time-code"
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TOTP_TOKEN_LENGTH } }}
          />
          <SubmitButton id="totpSubmitButton" control={control} startIcon={<LockOpenIcon />}>
            {t('BTN_LOGIN')}
          </SubmitButton>
        </Stack>
      </FormCard>
    </PageContainer>
  )
}
