import LockOpenIcon from '@mui/icons-material/LockOpen'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FormTextField } from '../../components/form-text-field'
import { PageContainer } from '../../components/page-container'
import { useTimedMessage } from '../../lib/use-timed-message'
import { TOTP_TOKEN_LENGTH, validateTotpToken } from '../../lib/validators'
import { verifyTwoFactorLogin } from './two-factor-api'

/** A wrong token shows its error for 5 seconds (product spec §9). */
export const TWO_FACTOR_ERROR_DURATION_MS = 5000

/** Second login step: the 6-digit token of the authenticator app. */
export default function TwoFactorEnterPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [error, showError] = useTimedMessage(TWO_FACTOR_ERROR_DURATION_MS)
  const { control, handleSubmit, formState } = useForm<{ token: string }>({
    mode: 'onTouched',
    defaultValues: { token: '' },
  })

  const submit = handleSubmit(async ({ token }) => {
    try {
      await verifyTwoFactorLogin(token)
      await queryClient.invalidateQueries({ queryKey: ['basket'] })
      await navigate('/search')
    } catch {
      showError('INVALID_TWO_FACTOR_AUTH_TOKEN')
    }
  })

  return (
    <PageContainer maxWidth={520}>
      <Card>
        <CardContent component="form" noValidate onSubmit={submit} aria-labelledby="two-factor-title">
          <Typography id="two-factor-title" variant="h5" component="h1" gutterBottom>
            {t('TITLE_TWO_FACTOR_ENTER')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('TWO_FACTOR_ENTER_INTRO')}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="two-factor-error">
              {t(error)}
            </Alert>
          )}
          <Stack spacing={2}>
            <Controller
              name="token"
              control={control}
              rules={{ validate: validateTotpToken }}
              render={({ field, fieldState }) => (
                <FormTextField
                  {...field}
                  id="totpToken"
                  label={t('LABEL_TWO_FACTOR_TOKEN')}
                  autoComplete="one-time-code"
                  autoFocus
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TOTP_TOKEN_LENGTH } }}
                  error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                />
              )}
            />
            <Button
              id="totpSubmitButton"
              type="submit"
              variant="contained"
              startIcon={<LockOpenIcon />}
              disabled={!formState.isValid || formState.isSubmitting}
            >
              {t('BTN_LOGIN')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
