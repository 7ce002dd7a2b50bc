import PersonAddIcon from '@mui/icons-material/PersonAdd'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { useSnackbar } from '../../app/snackbar'
import { ControlledPasswordField } from '../../components/form/controlled-password-field'
import { ControlledTextField } from '../../components/form/controlled-text-field'
import { FormCard } from '../../components/form/form-card'
import { OutcomeAlert, type FormOutcome } from '../../components/form/outcome-alert'
import { SubmitButton } from '../../components/form/submit-button'
import { PageContainer } from '../../components/page-container'
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
  const [outcome, setOutcome] = useState<FormOutcome>(null)
  const [showAdvice, setShowAdvice] = useState(false)
  const { control, handleSubmit, watch, getValues } = useForm<RegisterForm>({
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
  const clearError = (): void => setOutcome(null)

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
      setOutcome({ kind: 'error', text: capitalizeFirst(messageOf(failure)) })
    }
  })

  return (
    <PageContainer maxWidth={560}>
      <FormCard titleId="register-title" title={t('TITLE_REGISTRATION')} onSubmit={submit}>
        <OutcomeAlert outcome={outcome} testId="register" />
        <Stack spacing={2}>
          <ControlledTextField
            name="email"
            control={control}
            rules={{
              required: 'MANDATORY_EMAIL',
              validate: (value) => isValidEmail(value) || 'INVALID_EMAIL',
            }}
            id="emailControl"
            type="email"
            autoComplete="email"
            label={t('LABEL_EMAIL')}
            onFocus={clearError}
          />
          <ControlledPasswordField
            name="password"
            control={control}
            rules={{
              required: 'MANDATORY_PASSWORD',
              validate: validatePasswordLength,
              deps: ['passwordRepeat'],
            }}
            id="passwordControl"
            autoComplete="new-password"
            label={t('LABEL_PASSWORD')}
            helperText={t('PASSWORD_LENGTH_HINT')}
            onFocus={clearError}
          />
          <FormControlLabel
            control={
              <Switch checked={showAdvice} onChange={(event) => setShowAdvice(event.target.checked)} />
            }
            label={t('LABEL_SHOW_PASSWORD_ADVICE')}
          />
          {showAdvice && <PasswordStrengthPanel password={password} />}
          <ControlledPasswordField
            name="passwordRepeat"
            control={control}
            rules={{
              required: 'MANDATORY_PASSWORD_REPEAT',
              validate: (value) => value === getValues('password') || 'PASSWORDS_NOT_MATCHING',
            }}
            id="repeatPasswordControl"
            autoComplete="new-password"
            label={t('LABEL_PASSWORD_REPEAT')}
            onFocus={clearError}
          />
          <ControlledTextField
            name="securityQuestionId"
            control={control}
            rules={{ required: 'MANDATORY_SECURITY_QUESTION' }}
            select
            id="securityQuestion"
            label={t('LABEL_SECURITY_QUESTION')}
            onFocus={clearError}
          >
            {(questions.data ?? []).map((question) => (
              <MenuItem key={question.id} value={String(question.id)}>
                {t(question.question)}
              </MenuItem>
            ))}
          </ControlledTextField>
          <ControlledTextField
            name="securityAnswer"
            control={control}
            rules={{ required: 'MANDATORY_SECURITY_ANSWER' }}
            id="securityAnswerControl"
            label={t('LABEL_SECURITY_ANSWER')}
            onFocus={clearError}
          />
          <SubmitButton id="registerButton" control={control} startIcon={<PersonAddIcon />}>
            {t('BTN_REGISTER')}
          </SubmitButton>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            <Link component={RouterLink} to="/login" id="alreadyACustomerLink">
              {t('LINK_ALREADY_A_CUSTOMER')}
            </Link>
          </Typography>
        </Stack>
      </FormCard>
    </PageContainer>
  )
}
