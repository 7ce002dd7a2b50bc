import LoginIcon from '@mui/icons-material/Login'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { ControlledPasswordField } from '../../components/form/controlled-password-field'
import { ControlledTextField } from '../../components/form/controlled-text-field'
import { FormCard } from '../../components/form/form-card'
import { OutcomeAlert, type FormOutcome } from '../../components/form/outcome-alert'
import { PageContainer } from '../../components/page-container'
import { messageOf } from '../../lib/api-client'
import { useApplicationConfig } from '../../lib/application-config'
import { queryKeys } from '../../lib/query-keys'
import { clearSession } from '../../lib/session'
import { GoogleSignIn } from './google-sign-in-button'
import { login, rememberedEmail, rememberEmail } from './login-api'

// Account for trying the page out locally.
export const testingCredentials = { email: 'testing@juice-sh.op', password: 'IamUsedForTesting' } // vuln-code-snippet vuln-line exposedCredentialsChallenge

interface LoginForm {
  email: string
  password: string
  rememberMe: boolean
}

export default function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const config = useApplicationConfig()
  const [outcome, setOutcome] = useState<FormOutcome>(null)
  const remembered = rememberedEmail()
  const { control, handleSubmit, watch, formState } = useForm<LoginForm>({
    mode: 'onTouched',
    defaultValues: { email: remembered ?? '', password: '', rememberMe: remembered !== null },
  })
  const [email, password] = watch(['email', 'password'])
  const clearError = (): void => setOutcome(null)

  const submit = handleSubmit(async (form) => {
    rememberEmail(form.rememberMe, form.email)
    try {
      const outcome = await login({ email: form.email, password: form.password })
      await queryClient.invalidateQueries({ queryKey: queryKeys.basket.all })
      await navigate(outcome.kind === 'totp' ? '/2fa/enter' : '/search')
    } catch (failure) {
      clearSession()
      setOutcome({ kind: 'error', text: messageOf(failure) })
    }
  })

  return (
    <PageContainer maxWidth={520}>
      <FormCard titleId="login-title" title={t('TITLE_LOGIN')} onSubmit={submit}>
        <OutcomeAlert outcome={outcome} testId="login" />
        <Stack spacing={2}>
          <ControlledTextField
            name="email"
            control={control}
            rules={{ required: 'MANDATORY_EMAIL' }}
            id="email"
            type="email"
            autoComplete="username"
            label={t('LABEL_EMAIL')}
            onFocus={clearError}
          />
          <ControlledPasswordField
            name="password"
            control={control}
            rules={{ required: 'MANDATORY_PASSWORD' }}
            id="password"
            label={t('LABEL_PASSWORD')}
            autoComplete="current-password"
            onFocus={clearError}
          />
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            {t('LINK_FORGOT_PASSWORD')}
          </Link>
          <Button
            id="loginButton"
            type="submit"
            variant="contained"
            color="primary"
            startIcon={<LoginIcon />}
            disabled={email === '' || password === '' || formState.isSubmitting}
          >
            {t('BTN_LOGIN')}
          </Button>
          <Controller
            name="rememberMe"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    id="rememberMe"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('REMEMBER_ME')}
              />
            )}
          />
          <GoogleSignIn config={config} />
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            <Link component={RouterLink} to="/register" id="newCustomerLink">
              {t('LINK_NOT_YET_A_CUSTOMER')}
            </Link>
          </Typography>
        </Stack>
      </FormCard>
    </PageContainer>
  )
}
