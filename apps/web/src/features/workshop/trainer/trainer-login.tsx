import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '../../../components/password-field'
import { messageOf } from '../workshop-api'
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
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: { xs: 1, sm: 4 } }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('WORKSHOP_TRAINER_LOGIN_TITLE')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('WORKSHOP_TRAINER_LOGIN_INTRO')}
          </Typography>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <PasswordField
              id="trainerPassword"
              label={t('WORKSHOP_TRAINER_PASSWORD')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              autoFocus
              required
            />
            {error && (
              <Alert severity="error" role="alert" id="trainerLoginError">
                {error}
              </Alert>
            )}
            <Button
              id="trainerLoginButton"
              type="submit"
              variant="contained"
              disabled={login.isPending || password === ''}
            >
              {t('WORKSHOP_TRAINER_LOGIN')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  )
}
