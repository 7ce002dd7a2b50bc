import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '../../../components/form/password-field'
import { messageOf } from '../workshop-api'
import { WorkshopCard, WorkshopCardHeading } from '../workshop-card'
import { WorkshopForm } from '../workshop-form'
import { isLoginRequired, loginTrainer } from './trainer-api'

/** The trainer's password form; a wrong password and too many attempts (429, the server's message) are told apart. */
export function TrainerLogin() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [password, setPassword] = useState('')
  const login = useMutation({
    mutationFn: loginTrainer,
    onSuccess: () => queryClient.invalidateQueries(),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    login.mutate(password)
  }
  const error =
    login.error && (isLoginRequired(login.error) ? t('WORKSHOP_WRONG_PASSWORD') : messageOf(login.error))

  return (
    <WorkshopCard>
      <WorkshopCardHeading
        title={t('WORKSHOP_TRAINER_LOGIN_TITLE')}
        intro={t('WORKSHOP_TRAINER_LOGIN_INTRO')}
      />
      <WorkshopForm
        onSubmit={submit}
        error={error}
        errorId="trainerLoginError"
        submitId="trainerLoginButton"
        submitLabel={t('WORKSHOP_TRAINER_LOGIN')}
        submitDisabled={login.isPending || password === ''}
      >
        <PasswordField
          id="trainerPassword"
          label={t('WORKSHOP_TRAINER_PASSWORD')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          autoFocus
          required
        />
      </WorkshopForm>
    </WorkshopCard>
  )
}
