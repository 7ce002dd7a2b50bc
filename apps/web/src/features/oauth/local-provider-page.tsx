import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ControlledTextField } from '../../components/form/controlled-text-field'
import { PageContainer } from '../../components/page-container'
import { validateEmail } from '../../lib/validators'
import { localProviderReturnUrl } from './oauth-api'

/**
 * `#/oauth-local` — our own addition, not in the reference: a stand-in for the third-party sign-in
 * provider so the social-login flow can be tried offline (no Google client id, unauthorised origin,
 * training rooms without internet). It asks for an email and redirects back exactly like a provider's
 * implicit flow would, with a fake `local:<email>` access token that the return screen resolves itself.
 */
export default function LocalProviderPage() {
  const { t } = useTranslation()
  const { control, handleSubmit, formState } = useForm<{ email: string }>({
    mode: 'onTouched',
    defaultValues: { email: '' },
  })
  const submit = handleSubmit(({ email }) => {
    window.location.assign(localProviderReturnUrl(window.location.href, email.trim()))
  })

  return (
    <PageContainer maxWidth={440}>
      <Card variant="outlined">
        <CardContent component="form" noValidate onSubmit={submit} aria-labelledby="local-provider-title">
          <Typography id="local-provider-title" variant="h6" component="h1" gutterBottom>
            {t('TITLE_LOCAL_SIGN_IN_PROVIDER')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('LOCAL_SIGN_IN_PROVIDER_INTRO')}
          </Typography>
          <Stack spacing={2}>
            <ControlledTextField
              name="email"
              control={control}
              rules={{ validate: validateEmail }}
              id="localProviderEmail"
              type="email"
              autoComplete="email"
              label={t('LABEL_EMAIL')}
            />
            <Button
              id="localProviderContinue"
              type="submit"
              variant="contained"
              disabled={!formState.isValid}
            >
              {t('BTN_CONTINUE_AS_USER')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
