import PersonAddIcon from '@mui/icons-material/PersonAdd'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { useSnackbar } from '../../app/snackbar'
import { FormTextField } from '../../components/form-text-field'
import { PageContainer } from '../../components/page-container'
import { PasswordField } from '../../components/password-field'
import { messageOf } from '../../lib/api-client'
import { capitalizeFirst, isValidEmail, validatePasswordLength } from './password-strength'
import { PasswordStrengthPanel } from './password-strength-panel'
import { register, useSecurityQuestions } from './register-api'

interface RegisterForm {
  email: string
  password: string
  passwordRepeat: string
  securityQuestionId: string
  securityAnswer: string
}

export default function RegisterPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const showSnackbar = useSnackbar()
  const questions = useSecurityQuestions()
  const [error, setError] = useState<string | null>(null)
  const [showAdvice, setShowAdvice] = useState(false)
  const { control, handleSubmit, watch, getValues, formState } = useForm<RegisterForm>({
    mode: 'onTouched',
    defaultValues: {
      email: '',
      password: '',
      passwordRepeat: '',
      securityQuestionId: '',
      securityAnswer: '',
    },
  })
  const password = watch('password')
  const clearError = (): void => setError(null)
  const message = (key: string | undefined): string | undefined => (key ? t(key) : undefined)

  const submit = handleSubmit(async (form) => {
    const question = questions.data?.find((candidate) => String(candidate.id) === form.securityQuestionId)
    if (!question) return
    try {
      await register({
        email: form.email,
        password: form.password,
        passwordRepeat: form.passwordRepeat,
        securityQuestion: question,
        securityAnswer: form.securityAnswer,
      })
      showSnackbar({ text: t('CONFIRM_REGISTER'), severity: 'success' })
      await navigate('/login')
    } catch (failure) {
      setError(capitalizeFirst(messageOf(failure)))
    }
  })

  return (
    <PageContainer maxWidth={560}>
      <Card>
        <CardContent component="form" noValidate onSubmit={submit} aria-labelledby="register-title">
          <Typography id="register-title" variant="h5" component="h1" gutterBottom>
            {t('TITLE_REGISTRATION')}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="register-error">
              {error}
            </Alert>
          )}
          <Stack spacing={2}>
            <Controller
              name="email"
              control={control}
              rules={{
                required: 'MANDATORY_EMAIL',
                validate: (value) => isValidEmail(value) || 'INVALID_EMAIL',
              }}
              render={({ field, fieldState }) => (
                <FormTextField
                  {...field}
                  id="emailControl"
                  type="email"
                  autoComplete="email"
                  label={t('LABEL_EMAIL')}
                  error={message(fieldState.error?.message)}
                  onFocus={clearError}
                />
              )}
            />
            <Controller
              name="password"
              control={control}
              rules={{
                required: 'MANDATORY_PASSWORD',
                validate: validatePasswordLength,
                deps: ['passwordRepeat'],
              }}
              render={({ field, fieldState }) => (
                <PasswordField
                  {...field}
                  id="passwordControl"
                  autoComplete="new-password"
                  label={t('LABEL_PASSWORD')}
                  helperText={t('PASSWORD_LENGTH_HINT')}
                  error={message(fieldState.error?.message)}
                  onFocus={clearError}
                />
              )}
            />
            <FormControlLabel
              control={
                <Switch checked={showAdvice} onChange={(event) => setShowAdvice(event.target.checked)} />
              }
              label={t('LABEL_SHOW_PASSWORD_ADVICE')}
            />
            {showAdvice && <PasswordStrengthPanel password={password} />}
            <Controller
              name="passwordRepeat"
              control={control}
              rules={{
                required: 'MANDATORY_PASSWORD_REPEAT',
                validate: (value) => value === getValues('password') || 'PASSWORDS_NOT_MATCHING',
              }}
              render={({ field, fieldState }) => (
                <PasswordField
                  {...field}
                  id="repeatPasswordControl"
                  autoComplete="new-password"
                  label={t('LABEL_PASSWORD_REPEAT')}
                  error={message(fieldState.error?.message)}
                  onFocus={clearError}
                />
              )}
            />
            <Controller
              name="securityQuestionId"
              control={control}
              rules={{ required: 'MANDATORY_SECURITY_QUESTION' }}
              render={({ field, fieldState }) => (
                <FormTextField
                  {...field}
                  select
                  id="securityQuestion"
                  label={t('LABEL_SECURITY_QUESTION')}
                  error={message(fieldState.error?.message)}
                  onFocus={clearError}
                >
                  {(questions.data ?? []).map((question) => (
                    <MenuItem key={question.id} value={String(question.id)}>
                      {t(question.question)}
                    </MenuItem>
                  ))}
                </FormTextField>
              )}
            />
            <Controller
              name="securityAnswer"
              control={control}
              rules={{ required: 'MANDATORY_SECURITY_ANSWER' }}
              render={({ field, fieldState }) => (
                <FormTextField
                  {...field}
                  id="securityAnswerControl"
                  label={t('LABEL_SECURITY_ANSWER')}
                  error={message(fieldState.error?.message)}
                  onFocus={clearError}
                />
              )}
            />
            <Button
              id="registerButton"
              type="submit"
              variant="contained"
              startIcon={<PersonAddIcon />}
              disabled={!formState.isValid || formState.isSubmitting}
            >
              {t('BTN_REGISTER')}
            </Button>
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              <Link component={RouterLink} to="/login" id="alreadyACustomerLink">
                {t('LINK_ALREADY_A_CUSTOMER')}
              </Link>
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
